/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted; CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const field = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  // A leading =, +, -, @, tab or carriage return would make spreadsheets evaluate the cell as a
  // formula (OWASP, "CSV Injection").
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return (
    [header, ...rows].map((row) => row.map((value) => field(safe(value))).join(',')).join('\r\n') +
    '\r\n'
  );
}
