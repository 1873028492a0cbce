import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import type { ContentSection } from './types';

export interface LegalDocument {
  /** Shown under the heading, e.g. 'Stand: August 2025' / 'Last updated: August 2025'. */
  readonly updated: string;
  /** Only in English: the German text prevails. */
  readonly bindingNote?: string;
  readonly sections: readonly ContentSection[];
}

const bindingNote =
  'This English version is a convenience translation. Only the German version is legally binding; in the event of any discrepancy, the German version prevails.';

/**
 * Privacy notice, website terms of use and ROI calculator disclaimer. German is the binding text.
 * Strings contain the placeholders {company}, {address}, {email}, {phone} and {managingDirector},
 * which the page fills from the company module, and the storage periods {leadsPeriod},
 * {roiPeriod}, {spamPeriod}, {mailPeriod} and {logPeriod}, filled from src/lib/retention.ts. The five points of the first disclaimer section
 * are numbered terms: render them as an ordered list.
 */
export const legal: Record<'privacy' | 'terms' | 'disclaimer', Record<Locale, LegalDocument>> = {
  privacy: {
    de: {
      updated: 'Stand: November 2026',
      sections: [
        {
          title: 'Verantwortlicher und Kontakt',
          paragraphs: [
            'Verantwortlicher für die Verarbeitung personenbezogener Daten auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die {company}, {address}, vertreten durch den Geschäftsführer {managingDirector}.',
            'Für alle Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns per E-Mail unter {email} oder telefonisch unter {phone}. Schriftliche Anfragen richten Sie bitte mit dem Zusatz „Datenschutz“ an die oben genannte Anschrift.',
          ],
        },
        {
          title: 'Hosting und Server-Logdateien',
          paragraphs: [
            'Diese Website wird auf einem Server betrieben, den uns ein Hosting-Dienstleister als Auftragsverarbeiter bereitstellt. Bei jedem Seitenaufruf übermittelt Ihr Browser technisch bedingt Daten an unseren Server, die dort in Protokolldateien (Server-Logdateien) gespeichert werden: die IP-Adresse des anfragenden Geräts, Datum und Uhrzeit des Zugriffs, die aufgerufene URL, die Referrer-URL (die zuvor besuchte Seite, sofern Ihr Browser sie übermittelt), den User-Agent (Browsertyp und -version, Betriebssystem) sowie den HTTP-Statuscode der Antwort.',
            'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt darin, die Website sicher und stabil auszuliefern, Fehler zu erkennen und Angriffe abzuwehren. Eine Zusammenführung mit anderen Datenquellen oder eine Auswertung zu Marketingzwecken findet nicht statt.',
            'Die Logdateien werden gelöscht, sobald sie {logPeriod} alt sind. Länger aufbewahrt werden einzelne Einträge nur, soweit sie zur Aufklärung eines konkreten Angriffs oder Sicherheitsvorfalls erforderlich sind, und nur bis zu dessen Abschluss.',
          ],
        },
        {
          title: 'Keine Cookies, kein Tracking',
          paragraphs: [
            'Diese Website setzt keine Cookies. Wir setzen weder externe Analyse- oder Reichweitenmessdienste noch Tracking, Werbenetzwerke oder Social-Media-Plug-ins ein. Wie oft unsere Seiten aufgerufen werden, zählt unser Server selbst, ohne Cookies und ohne Personenbezug (siehe den folgenden Abschnitt).',
            'Schriftarten, Skripte, Stylesheets und Bilder werden ausschließlich von unserem eigenen Server ausgeliefert. Beim Aufruf der Website werden daher keine Inhalte von Drittanbietern nachgeladen und keine Daten an Dritte übermittelt. Einzige Ausnahme ist der optionale externe Terminkalender, der erst nach Ihrem ausdrücklichen Klick geladen wird (siehe unten).',
          ],
        },
        {
          title: 'Statistik der Seitenaufrufe ohne Cookies',
          paragraphs: [
            'Unser Server zählt die Aufrufe unserer Seiten selbst. Gezählt wird je Tag, je Seitenadresse – nur der Pfad, ohne den Teil der Adresse nach einem „?“ –, je Sprache und je Hostname der verweisenden Website. Vom Referrer wird dabei allein der Hostname erfasst, etwa „www.example.com“, und nur dann, wenn Ihr Browser beim Aufruf eine Seite einer anderen Website als Herkunft übermittelt. Außerdem zählen wir, wie viele Seiten ohne JavaScript geladen wurden: Für Browser ohne JavaScript enthält jede Seite in einem <noscript>-Element eine unsichtbare Grafik, deren Abruf gezählt wird.',
            'Gezählt werden nur Seiten, die unser Server ausliefert; eine Seite, die Ihr Browser bereits vorab geladen hat, weil ein Link auf sie sichtbar wurde, wird nicht ein weiteres Mal gezählt. Aufrufe durch offensichtliche Suchmaschinen-Robots werden nicht gezählt.',
            'Für die Zählung wird kein Cookie gesetzt, und es werden keine Informationen auf Ihrem Endgerät gespeichert oder aus ihm ausgelesen. Wir speichern weder Ihre IP-Adresse noch eine Kennung oder den User-Agent Ihres Browsers, sondern ausschließlich die täglichen Summen. Diese lassen sich keiner Person zuordnen.',
            'Die täglichen Summen sind keine personenbezogenen Daten. Soweit bei der kurzzeitigen Verarbeitung des einzelnen Aufrufs zum Zweck der Zählung personenbezogene Daten verarbeitet werden, ist Rechtsgrundlage Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, zu erfahren, welche Inhalte unserer Website genutzt werden. Da hierbei keine Informationen auf Ihrem Endgerät gespeichert oder aus ihm ausgelesen werden, findet § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG) keine Anwendung; einer Einwilligung bedarf es nicht.',
            'Mit jeder Anfrage und jeder Buchung speichern wir zudem die Adresse der Seite, von der aus Sie das Formular abgesendet haben, etwa die Kontaktseite oder die Buchungsseite. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, zu erkennen, welche Seiten zu Anfragen führen.',
          ],
        },
        {
          title: 'Speicherung in Ihrem Browser',
          paragraphs: [
            'Diese Website legt in Ihrem Browser ausschließlich die nachfolgend beschriebenen Angaben ab. Die Sprache der Website ergibt sich aus der Adresse der Seite: Voreingestellt ist Deutsch, die englische Fassung finden Sie unter /en.',
            'Während Sie das Anfrageformular oder das Buchungsformular ausfüllen, hält die Website Ihre Eingaben als Entwurf im lokalen Speicher (Local Storage) Ihres Browsers fest, und zwar unter den Schlüsseln „enquiry_draft“ (Anfrageformular) und „booking_draft“ (Buchungsformular). Beim Anfrageformular sind dies Name, E-Mail-Adresse, Unternehmen, Telefonnummer, die Gruppe, der Sie sich zuordnen, sowie Betreff und Nachricht; beim Buchungsformular Name, E-Mail-Adresse, Unternehmen, Telefonnummer und Thema, nicht jedoch der gewählte Termin und das Kontrollkästchen. Kehren Sie zu dem Formular zurück, werden Ihre Eingaben wiederhergestellt. An uns übermittelt werden sie erst, wenn Sie das Formular absenden; sobald das Formular erfolgreich abgesendet wurde, wird der Entwurf aus Ihrem Browser gelöscht.',
            'Tritt bei der Darstellung einer Seite ein technischer Fehler auf, werden bis zu 20 Fehlermeldungen ausschließlich für die Dauer der Browsersitzung im Sitzungsspeicher (Session Storage) Ihres Browsers abgelegt. Dieses Fehlerprotokoll wird nicht an uns übermittelt und mit dem Ende der Sitzung gelöscht.',
            'Rechtsgrundlage für beide Speicherungen ist § 25 Abs. 2 Nr. 2 TDDDG: Die Speicherung ist jeweils unbedingt erforderlich, um einen von Ihnen ausdrücklich gewünschten Dienst bereitzustellen – beim Entwurf das Formular, das Sie gerade ausfüllen, beim Fehlerprotokoll die einwandfreie Darstellung der von Ihnen aufgerufenen Seite. Einer Einwilligung bedarf es hierfür nicht. Sie können die gespeicherten Angaben jederzeit über die Einstellungen Ihres Browsers löschen.',
          ],
        },
        {
          title: 'Kontakt per E-Mail oder Telefon',
          paragraphs: [
            'Wenn Sie uns per E-Mail oder telefonisch kontaktieren, verarbeiten wir die von Ihnen mitgeteilten Angaben – in der Regel Ihren Namen, Ihre Kontaktdaten und den Inhalt Ihres Anliegens –, um Ihre Anfrage zu beantworten.',
            'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage auf den Abschluss oder die Durchführung eines Vertrags gerichtet ist, im Übrigen Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse besteht darin, an uns gerichtete Anfragen sachgerecht zu beantworten.',
          ],
        },
        {
          title: 'Anfrage- und Buchungsformular',
          paragraphs: [
            'Über das Anfrageformular und das Formular zur Buchung eines Erstgesprächs können Sie direkt über diese Website mit uns Kontakt aufnehmen. Wir verarbeiten Ihre Angaben, um Ihre Anfrage zu beantworten und das vereinbarte Gespräch vorzubereiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage der Anbahnung eines Vertrags dient, im Übrigen Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der sachgerechten Bearbeitung geschäftlicher Anfragen.',
            'Mit dem Kontrollkästchen in den Formularen bestätigen Sie, dass Sie diese Datenschutzerklärung gelesen haben. Dies ist keine Einwilligung im Sinne von Art. 6 Abs. 1 lit. a DSGVO: Die Verarbeitung Ihrer Anfrage oder Buchung stützen wir allein auf die vorstehend genannten Rechtsgrundlagen. Eine Einwilligung betrifft ausschließlich die Werte aus dem ROI-Rechner, sofern Sie diese mit Ihrer Anfrage übermitteln (siehe Abschnitt „ROI-Rechner“).',
            'Ihre Angaben werden in unserer eigenen Datenbank gespeichert. Nach dem Absenden erhalten wir eine Benachrichtigung per E-Mail, und Sie erhalten eine Bestätigung an die von Ihnen angegebene E-Mail-Adresse. Beide Nachrichten werden über unseren E-Mail-Dienstleister versandt, der als Auftragsverarbeiter nach Art. 28 DSGVO für uns tätig ist.',
            'Die Bestätigung einer Buchung enthält einen persönlichen Link, mit dem Sie Ihr Gespräch verschieben oder absagen können. Wir speichern nur einen kryptografischen Fingerabdruck (Hashwert) dieses Links, nicht den Link selbst, und entfernen den Link aus der bei uns gespeicherten Kopie der versandten E-Mail.',
            'Den Text versandter E-Mails löschen wir {mailPeriod} nach dem Versand aus unserer Datenbank; Empfänger, Betreff und Zeitpunkt des Versands bleiben bei der Anfrage bzw. Buchung gespeichert.',
            'Verarbeitet werden folgende Angaben:',
          ],
          points: [
            'Name',
            'E-Mail-Adresse',
            'Unternehmen',
            'Telefonnummer (freiwillig)',
            'beim Anfrageformular die Gruppe, der Sie sich zuordnen, etwa Flottenbetreiber, Autohaus, Bank oder Versicherer, sowie Betreff und Nachricht',
            'beim Buchungsformular der von Ihnen gewählte Termin und das Thema des Gesprächs',
            'die Adresse der Seite, von der aus Sie das Formular abgesendet haben (siehe Abschnitt „Statistik der Seitenaufrufe ohne Cookies“)',
          ],
        },
        {
          title: 'Schutz der Formulare vor Missbrauch',
          paragraphs: [
            'Um die Formulare vor massenhaften Einsendungen zu schützen, zählt unser Server für jedes Formular die Einsendungen je IP-Adresse (bei IPv6 je /64-Netz, das einem Anschluss zugeteilt ist); angenommen werden höchstens fünf Einsendungen innerhalb von zehn Minuten. Damit alle unsere Server dieselbe Zählung sehen, steht für jede Einsendung die Adresse mit Formular und Zeitpunkt in unserer Datenbank; jeder Eintrag wird spätestens zwei Stunden nach der Einsendung gelöscht. Bestätigungen per E-Mail senden wir an eine Adresse höchstens dreimal innerhalb von 24 Stunden; sie enthalten keinen von Ihnen eingegebenen Text, sodass niemand über unsere Formulare Nachrichten an Dritte schicken kann.',
            'Einsendungen, die unsere automatisierte Prüfung erfasst – weil ein unsichtbares Feld ausgefüllt wurde, wie es nur Programme (Bots) tun, oder weil das Formular unplausibel schnell abgesendet wurde –, werden nicht weitergeleitet, sondern als Spamverdacht gekennzeichnet gespeichert; E-Mails werden dabei nicht versandt. Wir prüfen diese Einsendungen: Entweder behandeln wir sie als gewöhnliche Anfrage, oder sie werden {spamPeriod} nach ihrem Eingang gelöscht.',
            'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt darin, unsere Formulare vor Missbrauch zu schützen und zugleich echte Anfragen, die von der automatisierten Prüfung fälschlich erfasst wurden, nicht zu verlieren.',
          ],
        },
        {
          title: 'ROI-Rechner',
          paragraphs: [
            'Mit aktiviertem JavaScript rechnet der ROI-Rechner in Ihrem Browser. Ihre Eingaben stehen dabei in der Adresse der Seite, damit Sie ein Ergebnis als Link weitergeben können.',
            'Rufen Sie einen solchen Link auf oder nutzen Sie den Rechner ohne JavaScript, übermittelt Ihr Browser die Eingaben mit der Adresse an unseren Server, der daraus die Ergebnisseite erstellt. Wie jede aufgerufene Adresse steht sie dann in den Server-Logdateien unseres Hosting-Dienstleisters, die gelöscht werden, sobald sie {logPeriod} alt sind. Zudem hält unser Server kürzlich berechnete Ergebnisseiten ausschließlich in seinem Arbeitsspeicher vor, um wiederholt aufgerufene Links schneller beantworten zu können; dieser Zwischenspeicher wird nie auf einen Datenträger geschrieben, geht bei einem Neustart des Servers verloren und ist keiner Person zugeordnet. Darüber hinaus speichern wir Ihre Eingaben und Ergebnisse nicht.',
            'Erst wenn Sie über „Diese Ergebnisse besprechen“ eine Anfrage absenden, speichern wir mit ihr vier Werte: den gewählten Rechner, die Flottengröße (nur beim Flottenrechner), den erwarteten ROI und den erwarteten Nutzen über 3 Jahre. Das Anfrageformular zeigt Ihnen diese Werte an und weist darauf hin, dass sie mit der Anfrage übermittelt werden.',
            'Rechtsgrundlage für die Verarbeitung dieser Werte ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie erteilen, indem Sie die Werte mit Ihrer Anfrage an uns senden. Wir verwenden sie, um Ihre Anfrage und das Erstgespräch vorzubereiten. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, etwa per E-Mail an {email}; wir löschen die Werte dann unverzüglich. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.',
            'Die übermittelten Werte speichern wir für {roiPeriod} oder bis zu Ihrem Widerruf, je nachdem, welcher Zeitpunkt früher eintritt; die Frist beginnt mit dem Eingang Ihrer Anfrage.',
          ],
        },
        {
          title: 'Externer Terminkalender',
          paragraphs: [
            'Sofern wir auf dieser Website zusätzlich einen externen Terminkalender anbieten, wird dieser nicht automatisch geladen. Vor dem Laden informieren wir Sie an dieser Stelle über den Anbieter und die damit verbundene Datenübermittlung. Erst wenn Sie auf die Schaltfläche zum Laden klicken, stellt Ihr Browser eine Verbindung zum Server des Anbieters her.',
            'Mit dem Laden erhält der Anbieter Ihre IP-Adresse sowie technische Daten wie Browsertyp, Betriebssystem, Datum und Uhrzeit des Aufrufs und die Adresse der Seite, von der aus der Kalender geladen wird. Buchen Sie über den Kalender einen Termin, verarbeitet der Anbieter auch die dort eingegebenen Angaben und übermittelt uns die Daten zu Ihrem Termin.',
            'Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und, soweit dabei Informationen auf Ihrem Endgerät gespeichert oder aus ihm ausgelesen werden, nach § 25 Abs. 1 TDDDG. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen; eine formlose Nachricht an {email} genügt. Laden Sie den Kalender nicht, werden keine Daten an den Anbieter übermittelt; das Erstgespräch können Sie dann über unser eigenes Buchungsformular vereinbaren.',
          ],
        },
        {
          title: 'Empfänger und Auftragsverarbeiter',
          paragraphs: [
            'Innerhalb unseres Unternehmens erhalten nur die Personen Zugriff auf Ihre Daten, die sie zur Bearbeitung Ihres Anliegens benötigen. An sonstige Dritte geben wir Daten nur weiter, wenn Sie eingewilligt haben – etwa durch das Laden des externen Terminkalenders – oder wenn wir gesetzlich dazu verpflichtet sind.',
            'Folgende Dienstleister verarbeiten Daten ausschließlich in unserem Auftrag und nach unseren Weisungen; mit ihnen haben wir Verträge über die Auftragsverarbeitung nach Art. 28 DSGVO geschlossen:',
          ],
          points: [
            'Hosting-Dienstleister: Betrieb des Servers, Auslieferung der Website, Speicherung der Server-Logdateien und unserer Datenbank',
            'E-Mail-Dienstleister: Versand der Benachrichtigungen über eingegangene Anfragen und Buchungen an uns sowie der Bestätigungen an Sie',
          ],
        },
        {
          title: 'Keine Übermittlung in Drittländer',
          paragraphs: [
            'Wir selbst übermitteln keine personenbezogenen Daten in Länder außerhalb der Europäischen Union oder des Europäischen Wirtschaftsraums (Drittländer).',
            'Der Anbieter des optionalen externen Terminkalenders kann Daten auch außerhalb der EU bzw. des EWR verarbeiten. In diesem Fall erfolgt die Übermittlung nur auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission (Art. 45 DSGVO) oder geeigneter Garantien wie der EU-Standardvertragsklauseln (Art. 46 DSGVO). Welche Garantien im Einzelnen gelten, beschreiben wir an der Stelle, an der wir Sie um Ihre Einwilligung zum Laden des Kalenders bitten.',
          ],
        },
        {
          title: 'Speicherdauer',
          paragraphs: [
            'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist. Länger bewahren wir sie nur auf, soweit handels- oder steuerrechtliche Aufbewahrungspflichten bestehen, etwa nach § 257 HGB oder § 147 AO, die je nach Art der Unterlage unterschiedlich lange Fristen vorsehen. Das kann insbesondere der Fall sein, wenn aus Ihrer Anfrage ein Vertrag hervorgeht. Während der Aufbewahrungsfrist schränken wir die Verarbeitung auf diesen Zweck ein.',
            'Die Löschung nach Ablauf der Fristen erfolgt automatisch einmal täglich. Im Einzelnen gilt Folgendes:',
          ],
          points: [
            'Kontakt- und Buchungsdaten: {leadsPeriod} nach dem letzten Kontakt, samt unseren Notizen dazu und der Adresse der Seite, von der aus das Formular abgesendet wurde',
            'Werte aus dem ROI-Rechner, die Sie mit einer Anfrage übermittelt haben: {roiPeriod} nach Eingang der Anfrage oder bis zu Ihrem Widerruf, je nachdem, welcher Zeitpunkt früher eintritt',
            'Der Text der Benachrichtigungen und Bestätigungen, die wir per E-Mail versandt haben: {mailPeriod} nach dem Versand; Empfänger, Betreff und Zeitpunkt bleiben mit der Anfrage oder Buchung gespeichert',
            'Als Spamverdacht gekennzeichnete Einsendungen: {spamPeriod} nach Eingang, sofern wir sie nicht als gewöhnliche Anfrage behandeln',
            'Server-Logdateien: {logPeriod}, sofern sie nicht zur Aufklärung eines Angriffs benötigt werden',
            'Zählung der Formulareinsendungen je IP-Adresse: höchstens zwei Stunden',
            'Statistik der Seitenaufrufe: Gespeichert werden nur tägliche Summen ohne Personenbezug',
            'Entwürfe der Formulare in Ihrem Browser: bis zum erfolgreichen Absenden des Formulars oder bis Sie sie löschen; Fehlerprotokoll in Ihrem Browser: bis zum Ende der Browsersitzung; auf beides haben wir keinen Zugriff',
          ],
        },
        {
          title: 'Ihre Rechte',
          paragraphs: [
            'Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an {email} oder an unsere Postanschrift. Ihnen stehen im Einzelnen folgende Rechte zu:',
          ],
          points: [
            'Auskunft über die von uns verarbeiteten personenbezogenen Daten (Art. 15 DSGVO). Wir stellen Ihnen dabei alle Daten, die unter Ihrer E-Mail-Adresse bei uns gespeichert sind, als strukturierte Datei (JSON oder CSV) zur Verfügung.',
            'Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO)',
            'Löschung Ihrer Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO). Die Löschung entfernt in einem Schritt alle Anfragen, Buchungen, Notizen und E-Mails, die unter Ihrer E-Mail-Adresse bei uns gespeichert sind. Wir halten fest, dass und wann eine Löschung stattgefunden hat, nicht jedoch, wessen Daten gelöscht wurden.',
            'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
            'Datenübertragbarkeit, also Herausgabe der von Ihnen bereitgestellten Daten in einem strukturierten, gängigen und maschinenlesbaren Format (Art. 20 DSGVO). Auch hierfür erhalten Sie alle Daten, die unter Ihrer E-Mail-Adresse bei uns gespeichert sind, als Datei im Format JSON oder CSV.',
            'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO, siehe den folgenden Abschnitt)',
            'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
            'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO). Zuständig für uns ist die Aufsichtsbehörde für den nicht öffentlichen Bereich in Bayern: Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach. Sie können sich auch an die Aufsichtsbehörde an Ihrem Wohnort oder Arbeitsplatz wenden.',
          ],
        },
        {
          title: 'Ihr Widerspruchsrecht nach Art. 21 DSGVO',
          paragraphs: [
            'Soweit wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten – also bei den Server-Logdateien, bei der Zählung der Seitenaufrufe, bei der Speicherung der Seite, von der aus Sie ein Formular abgesendet haben, beim Schutz der Formulare vor Missbrauch sowie bei Anfragen, die nicht der Anbahnung eines Vertrags dienen –, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen.',
            'Legen Sie Widerspruch ein, verarbeiten wir die betroffenen Daten nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Der Widerspruch ist an keine Form gebunden und kann an {email} gerichtet werden.',
          ],
        },
        {
          title: 'Pflicht zur Bereitstellung',
          paragraphs: [
            'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die von Ihrem Browser technisch übermittelten Verbindungsdaten kann die Website jedoch nicht ausgeliefert werden. Ohne die im Anfrage- oder Buchungsformular als Pflichtfelder gekennzeichneten Angaben können wir Ihre Anfrage nicht bearbeiten. Die Angabe Ihrer Telefonnummer ist freiwillig.',
          ],
        },
        {
          title: 'Keine automatisierte Entscheidungsfindung',
          paragraphs: [
            'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt. Auch die Ergebnisse des ROI-Rechners sind reine Berechnungen auf Grundlage Ihrer Eingaben und führen zu keiner Entscheidung, die Ihnen gegenüber rechtliche Wirkung entfaltet oder Sie in ähnlicher Weise erheblich beeinträchtigt.',
          ],
        },
        {
          title: 'Datensicherheit',
          paragraphs: [
            'Diese Website nutzt aus Sicherheitsgründen eine TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie an „https://“ in der Adresszeile und am Schlosssymbol Ihres Browsers. Daten, die Sie über unsere Formulare übermitteln, können auf dem Übertragungsweg so nicht von Dritten mitgelesen werden.',
            'Darüber hinaus treffen wir technische und organisatorische Maßnahmen nach Art. 32 DSGVO, um Ihre Daten gegen Verlust, Manipulation und unberechtigten Zugriff zu schützen, und passen diese Maßnahmen fortlaufend dem Stand der Technik an.',
          ],
        },
        {
          title: 'Änderungen dieser Datenschutzerklärung',
          paragraphs: [
            'Wir passen diese Datenschutzerklärung an, wenn sich die Website, unsere Verarbeitungstätigkeiten oder die Rechtslage ändern. Es gilt jeweils die auf dieser Seite veröffentlichte Fassung mit dem oben angegebenen Stand.',
          ],
        },
      ],
    },
    en: {
      updated: 'Last updated: November 2026',
      bindingNote,
      sections: [
        {
          title: 'Controller and contact',
          paragraphs: [
            'The controller responsible for processing personal data on this website within the meaning of the General Data Protection Regulation (GDPR) is {company}, {address}, represented by its managing director, {managingDirector}.',
            'For any questions about data protection and to exercise your rights, please contact us by email at {email} or by phone on {phone}. Written requests should be sent to the address above, marked ‘Data protection’.',
          ],
        },
        {
          title: 'Hosting and server log files',
          paragraphs: [
            'This website runs on a server provided to us by a hosting provider acting as our processor. Each time you open a page, your browser necessarily transmits data to our server, where it is recorded in log files: the IP address of the requesting device, the date and time of access, the URL requested, the referrer URL (the page visited previously, where your browser sends it), the user agent (browser type and version, operating system) and the HTTP status code of the response.',
            'The legal basis is Article 6(1)(f) GDPR. Our legitimate interest lies in delivering the website securely and reliably, detecting errors and defending against attacks. The data is not combined with other sources or analysed for marketing purposes.',
            'Log files are deleted once they are {logPeriod} old. Individual entries are kept longer only where they are needed to investigate a specific attack or security incident, and only until that investigation has been concluded.',
          ],
        },
        {
          title: 'No cookies, no tracking',
          paragraphs: [
            'This website does not set cookies. We do not use external analytics or audience measurement services, tracking, advertising networks or social media plug-ins. Our server itself counts how often our pages are viewed, without cookies and without reference to any person (see the next section).',
            'Fonts, scripts, stylesheets and images are served exclusively from our own server. When you visit the website, no content is therefore loaded from third parties and no data is passed to them. The only exception is the optional external scheduling calendar, which is loaded only after you expressly click to load it (see below).',
          ],
        },
        {
          title: 'Page view statistics without cookies',
          paragraphs: [
            'Our server itself counts the views of our pages. It counts per day, per page address – only the path, without the part of the address after a “?” –, per language and per host name of the referring website. Of the referrer, only the host name is recorded, for example “www.example.com”, and only where your browser sends a page of another website as the origin of the request. We also count how many pages were loaded without JavaScript: for browsers without JavaScript, each page contains an invisible image inside a <noscript> element, and the request for that image is counted.',
            'Only pages delivered by our server are counted; a page that your browser has already fetched in advance because a link to it became visible is not counted a second time. Requests from obvious search engine robots are not counted.',
            'No cookie is set for the counting, and no information is stored on or read from your device. We store neither your IP address nor any identifier or your browser’s user agent, but only the daily totals. These cannot be related to any person.',
            'The daily totals are not personal data. To the extent that personal data is processed during the brief processing of the individual request in order to count it, the legal basis is Article 6(1)(f) GDPR; our legitimate interest lies in knowing which content of our website is used. As no information is stored on or read from your device in the process, section 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG) does not apply; no consent is required.',
            'With each enquiry and each booking, we also store the address of the page from which you sent the form, for example the contact page or the booking page. The legal basis is Article 6(1)(f) GDPR; our legitimate interest lies in seeing which pages lead to enquiries.',
          ],
        },
        {
          title: 'Storage in your browser',
          paragraphs: [
            'This website stores only the information described below in your browser. The language of the website follows from the page address: German is the default, and you will find the English version under /en.',
            'While you fill in the enquiry form or the booking form, the website keeps what you have typed as a draft in your browser’s local storage, under the keys “enquiry_draft” (enquiry form) and “booking_draft” (booking form). For the enquiry form, these are your name, email address, company, phone number, the group you belong to, and the subject and message; for the booking form, your name, email address, company, phone number and topic, but not the appointment you have chosen or the checkbox. If you return to the form, your entries are restored. They are sent to us only when you submit the form; as soon as the form has been submitted successfully, the draft is deleted from your browser.',
            'If a technical error occurs while a page is being displayed, up to 20 error messages are stored in your browser’s session storage for the duration of the browser session only. This error log is not sent to us and is deleted when the session ends.',
            'The legal basis for both is section 25(2) no. 2 TDDDG: in each case, storage is strictly necessary to provide a service you have expressly requested – for the draft, the form you are filling in; for the error log, the correct display of the page you requested. No consent is required for this. You can delete the stored information at any time in your browser settings.',
          ],
        },
        {
          title: 'Contact by email or phone',
          paragraphs: [
            'If you contact us by email or phone, we process the information you provide – usually your name, your contact details and the content of your request – in order to respond to your enquiry.',
            'The legal basis is Article 6(1)(b) GDPR where your enquiry relates to entering into or performing a contract, and otherwise Article 6(1)(f) GDPR. Our legitimate interest lies in responding properly to enquiries addressed to us.',
          ],
        },
        {
          title: 'Enquiry and booking forms',
          paragraphs: [
            'The enquiry form and the form for booking an introductory call allow you to contact us directly through this website. We use your details to answer your enquiry and to prepare the agreed call. The legal basis is Article 6(1)(b) GDPR where your enquiry concerns steps prior to entering into a contract, and otherwise Article 6(1)(f) GDPR; our legitimate interest lies in handling business enquiries properly.',
            'By ticking the checkbox in the forms, you confirm that you have read this privacy notice. This is not consent within the meaning of Article 6(1)(a) GDPR: we base the processing of your enquiry or booking solely on the legal bases set out above. Consent concerns only the ROI calculator values, where you send them with your enquiry (see the section “ROI calculator”).',
            'Your details are stored in our own database. Once you submit a form, we receive a notification by email and you receive a confirmation at the email address you provided. Both messages are sent through our email service provider, which acts as our processor under Article 28 GDPR.',
            'The confirmation of a booking contains a personal link with which you can reschedule or cancel your call. We store only a cryptographic fingerprint (hash) of this link, not the link itself, and we remove the link from the copy of the sent email that we keep.',
            'We delete the text of sent emails from our database {mailPeriod} after sending; the recipient, subject and time of sending remain stored with the enquiry or booking.',
            'We process the following details:',
          ],
          points: [
            'Name',
            'Email address',
            'Company',
            'Phone number (optional)',
            'For the enquiry form, the group you belong to, such as fleet operator, dealership, bank or insurer, and the subject and message',
            'For the booking form, the appointment you have chosen and the topic of the call',
            'The address of the page from which you sent the form (see the section “Page view statistics without cookies”)',
          ],
        },
        {
          title: 'Protection of the forms against abuse',
          paragraphs: [
            'To protect the forms against mass submissions, our server counts the submissions per IP address for each form (for IPv6, per /64 network, the block assigned to one connection); at most five submissions within ten minutes are accepted. So that all our servers see the same count, each submission’s address, form and time are kept in our database; each entry is deleted no later than two hours after the submission. We send confirmation emails to one address no more than three times within 24 hours; they contain no text you typed, so nobody can use our forms to send messages to others.',
            'Submissions caught by our automated screening – because an invisible field has been filled in, as only programs (bots) do, or because the form was sent implausibly fast – are not passed on but stored marked as suspected spam; no emails are sent in that case. We review these submissions: either we treat them as a normal enquiry, or they are deleted {spamPeriod} after receipt.',
            'The legal basis is Article 6(1)(f) GDPR. Our legitimate interest lies in protecting our forms against abuse while not losing genuine enquiries that the automated screening has caught by mistake.',
          ],
        },
        {
          title: 'ROI calculator',
          paragraphs: [
            'With JavaScript enabled, the ROI calculator works in your browser. Your inputs appear in the page address so that you can share a result as a link.',
            'If you open such a link or use the calculator without JavaScript, your browser sends the inputs to our server as part of the address, and the server builds the results page from them. Like every address requested, it then appears in our hosting provider’s server log files, which are deleted once they are {logPeriod} old. In addition, our server keeps recently computed results pages solely in its working memory, in order to answer repeated links faster; this cache is never written to disk, is lost when the server restarts and is not linked to any person. Beyond that, we do not store your inputs or results.',
            'Only when you send an enquiry via “Discuss these results” do we store four values with it: the calculator chosen, the fleet size (fleet calculator only), the expected ROI and the expected benefit over 3 years. The enquiry form shows you these values and states that they are sent with the enquiry.',
            'The legal basis for processing these values is your consent (Article 6(1)(a) GDPR), which you give by sending the values to us with your enquiry. We use them to prepare your enquiry and the introductory call. You may withdraw your consent at any time with effect for the future, for example by email to {email}; we will then delete the values without delay. This does not affect the lawfulness of processing carried out before the withdrawal.',
            'We keep the values sent to us for {roiPeriod} or until you withdraw your consent, whichever is earlier; the period begins when we receive your enquiry.',
          ],
        },
        {
          title: 'External scheduling calendar',
          paragraphs: [
            'Where this website also offers an external scheduling calendar, it is not loaded automatically. Before it is loaded, we inform you at that point about the provider and the data transfer involved. Your browser connects to the provider’s server only once you click the button to load the calendar.',
            'When the calendar loads, the provider receives your IP address and technical data such as browser type, operating system, the date and time of access and the address of the page from which the calendar is loaded. If you book an appointment through the calendar, the provider also processes the details you enter there and passes the details of your appointment on to us.',
            'The legal basis is your consent under Article 6(1)(a) GDPR and, where information is stored on or read from your device in the process, under section 25(1) TDDDG. You may withdraw your consent at any time with effect for the future; an informal message to {email} is sufficient. If you do not load the calendar, no data is sent to the provider, and you can arrange the introductory call through our own booking form instead.',
          ],
        },
        {
          title: 'Recipients and processors',
          paragraphs: [
            'Within our company, only those who need your data to deal with your request have access to it. We disclose data to other third parties only if you have consented – for instance by loading the external scheduling calendar – or if we are legally obliged to do so.',
            'The following service providers process data solely on our behalf and on our instructions; we have concluded data processing agreements with them under Article 28 GDPR:',
          ],
          points: [
            'Hosting provider: operation of the server, delivery of the website, storage of the server log files and of our database',
            'Email service provider: sending notifications of new enquiries and bookings to us and confirmations to you',
          ],
        },
        {
          title: 'No transfers to third countries',
          paragraphs: [
            'We do not ourselves transfer personal data to countries outside the European Union or the European Economic Area (third countries).',
            'The provider of the optional external scheduling calendar may process data outside the EU or EEA. In that case, data is transferred only on the basis of an adequacy decision of the European Commission (Article 45 GDPR) or of suitable safeguards such as the EU standard contractual clauses (Article 46 GDPR). We describe the safeguards that apply at the point where we ask for your consent to load the calendar.',
          ],
        },
        {
          title: 'Retention periods',
          paragraphs: [
            'We store personal data only for as long as it is needed for the purpose in question. We keep it longer only where commercial or tax law requires us to, for instance under section 257 of the German Commercial Code (HGB) or section 147 of the German Fiscal Code (AO), which prescribe retention periods of different lengths depending on the type of document. This may apply in particular if your enquiry leads to a contract. During such a retention period, we restrict processing to that purpose.',
            'Deletion after the periods have expired takes place automatically once a day. In detail:',
          ],
          points: [
            'Contact and booking data: {leadsPeriod} after our last contact, together with our notes on it and the address of the page from which the form was sent',
            'ROI calculator values you have sent with an enquiry: {roiPeriod} after receipt of the enquiry or until you withdraw your consent, whichever is earlier',
            'The text of the notifications and confirmations we have sent by email: {mailPeriod} after sending; recipient, subject and time stay stored with the enquiry or booking',
            'Submissions marked as suspected spam: {spamPeriod} after receipt, unless we treat them as a normal enquiry',
            'Server log files: {logPeriod}, unless they are needed to investigate an attack',
            'Count of form submissions per IP address: no longer than two hours',
            'Page view statistics: only daily totals without reference to any person are stored',
            'Form drafts in your browser: until the form has been submitted successfully or until you delete them; error log in your browser: until the end of the browser session; we have no access to either',
          ],
        },
        {
          title: 'Your rights',
          paragraphs: [
            'To exercise your rights, an informal message to {email} or to our postal address is sufficient. You have the following rights:',
          ],
          points: [
            'Access to the personal data we process about you (Article 15 GDPR). We provide you with all data stored with us under your email address as a structured file (JSON or CSV).',
            'Rectification of inaccurate data and completion of incomplete data (Article 16 GDPR)',
            'Erasure of your data, unless a statutory retention obligation applies (Article 17 GDPR). Erasure removes, in one step, all enquiries, bookings, notes and emails stored with us under your email address. We keep a record that an erasure took place and when, but not whose data was erased.',
            'Restriction of processing (Article 18 GDPR)',
            'Data portability, that is, receiving the data you have provided in a structured, commonly used and machine-readable format (Article 20 GDPR). For this, too, you receive all data stored with us under your email address as a file in JSON or CSV format.',
            'Objection to processing based on legitimate interests (Article 21 GDPR; see the next section)',
            'Withdrawal of any consent you have given, with effect for the future (Article 7(3) GDPR)',
            'Complaint to a data protection supervisory authority (Article 77 GDPR). The authority responsible for us is the supervisory authority for the private sector in Bavaria: Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach, Germany. You may also contact the supervisory authority where you live or work.',
          ],
        },
        {
          title: 'Your right to object under Article 21 GDPR',
          paragraphs: [
            'Where we process your data on the basis of Article 6(1)(f) GDPR – that is, the server log files, the counting of page views, the storage of the page from which you sent a form, the protection of the forms against abuse, and enquiries that do not concern steps prior to entering into a contract – you have the right to object to this processing at any time on grounds relating to your particular situation.',
            'If you object, we will no longer process the data concerned unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims. No particular form is required; you may send your objection to {email}.',
          ],
        },
        {
          title: 'Obligation to provide data',
          paragraphs: [
            'You are under no statutory or contractual obligation to provide us with personal data. However, the website cannot be delivered without the connection data your browser necessarily transmits. Without the details marked as required in the enquiry or booking form, we cannot deal with your enquiry. Providing your phone number is optional.',
          ],
        },
        {
          title: 'No automated decision-making',
          paragraphs: [
            'We do not use automated decision-making, including profiling, within the meaning of Article 22 GDPR. The results of the ROI calculator, too, are purely calculations based on your inputs and do not lead to any decision that produces legal effects concerning you or similarly significantly affects you.',
          ],
        },
        {
          title: 'Data security',
          paragraphs: [
            'For security reasons, this website uses TLS encryption. You can recognise an encrypted connection by ‘https://’ in the address bar and the padlock symbol in your browser. Data you send through our forms therefore cannot be read by third parties in transit.',
            'We also take technical and organisational measures under Article 32 GDPR to protect your data against loss, manipulation and unauthorised access, and we keep these measures in line with the state of the art.',
          ],
        },
        {
          title: 'Changes to this notice',
          paragraphs: [
            'We update this privacy notice when the website, our processing activities or the legal situation change. The version published on this page, with the date shown at the top, applies.',
          ],
        },
      ],
    },
  },
  terms: {
    de: {
      updated: 'Stand: August 2025',
      sections: [
        {
          title: 'Geltungsbereich',
          paragraphs: [
            'Diese Nutzungsbedingungen regeln die Nutzung dieser Website, die von der {company}, {address} (nachfolgend „wir“ oder „uns“), betrieben wird.',
            'Für Beratungsleistungen gelten ausschließlich die Bedingungen der jeweils gesondert geschlossenen Vereinbarung. Abweichende Bedingungen von Nutzerinnen und Nutzern finden keine Anwendung. Informationen zur Verarbeitung personenbezogener Daten finden Sie in unserer Datenschutzerklärung.',
          ],
        },
        {
          title: 'Keine Beratung, kein Versicherungsangebot',
          paragraphs: [
            'Die Inhalte dieser Website dienen der allgemeinen Information über Embedded Insurance und unsere Beratungsleistungen. Sie stellen keine individuelle Beratung dar und ersetzen nicht die Prüfung Ihres Einzelfalls. Insbesondere sind sie kein Angebot zum Abschluss eines Versicherungsvertrags.',
            'Wir sind weder Versicherungsmakler noch Versicherungsunternehmen. Über diese Website findet weder eine Versicherungsvermittlung noch eine Versicherungsberatung im Sinne von § 34d der deutschen Gewerbeordnung (GewO) statt.',
            'Wir erstellen die Inhalte mit Sorgfalt, übernehmen jedoch keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität. Angaben zu rechtlichen und regulatorischen Anforderungen geben den Stand zum Zeitpunkt der Veröffentlichung wieder.',
          ],
        },
        {
          title: 'Kein Vertragsschluss durch die Nutzung',
          paragraphs: [
            'Durch den Besuch der Website, das Absenden einer Anfrage oder die Buchung eines Erstgesprächs kommt kein Beratungsvertrag zustande. Ein Beratungsvertrag entsteht ausschließlich durch eine gesonderte schriftliche Vereinbarung, die Leistungsumfang, Vergütung und die weiteren Bedingungen regelt.',
            'Darstellungen unserer Leistungen auf dieser Website sind unverbindlich und stellen kein bindendes Angebot dar.',
          ],
        },
        {
          title: 'Kostenloses Erstgespräch',
          paragraphs: [
            'Das Erstgespräch dauert 60 Minuten und ist für Sie kostenlos und unverbindlich. Es dient dazu, Ihre Ausgangslage und mögliche nächste Schritte zu besprechen; eine Verpflichtung zur Beauftragung weiterer Leistungen entsteht daraus nicht.',
            'Sie können einen gebuchten Termin jederzeit kostenfrei verschieben oder absagen. Wir bitten Sie, uns in diesem Fall möglichst frühzeitig per E-Mail an {email} oder telefonisch unter {phone} zu informieren. Auch wir können einen Termin aus wichtigem Grund verlegen; wir schlagen Ihnen dann umgehend einen neuen Termin vor.',
          ],
        },
        {
          title: 'Urheberrecht und zulässige Nutzung',
          paragraphs: [
            'Texte, Grafiken, Bilder, Gestaltung und sonstige Inhalte dieser Website sind urheberrechtlich geschützt. Die Rechte liegen bei uns oder bei den jeweiligen Rechteinhabern.',
            'Sie dürfen die Inhalte zu Ihrer eigenen Information abrufen, ausdrucken und für den internen Gebrauch speichern. Jede darüber hinausgehende Vervielfältigung, Bearbeitung, Verbreitung oder öffentliche Zugänglichmachung bedarf unserer vorherigen schriftlichen Zustimmung, soweit sie nicht gesetzlich erlaubt ist.',
            'Die auf dieser Website verwendeten Marken und Unternehmenskennzeichen sind geschützt; ihre Verwendung bedarf der Zustimmung des jeweiligen Inhabers.',
          ],
        },
        {
          title: 'Externe Links',
          paragraphs: [
            'Diese Website enthält Links zu Websites Dritter. Auf deren Inhalte haben wir keinen Einfluss; für sie ist allein der jeweilige Anbieter oder Betreiber verantwortlich.',
            'Wir haben die verlinkten Seiten zum Zeitpunkt der Verlinkung auf erkennbare Rechtsverstöße geprüft. Eine fortlaufende Kontrolle ist ohne konkrete Anhaltspunkte für eine Rechtsverletzung nicht zumutbar. Werden uns Rechtsverletzungen bekannt, entfernen wir den betreffenden Link umgehend.',
          ],
        },
        {
          title: 'Verfügbarkeit',
          paragraphs: [
            'Wir bemühen uns, die Website ohne Unterbrechungen bereitzustellen. Ein Anspruch auf ständige Verfügbarkeit besteht jedoch nicht; insbesondere Wartungsarbeiten, technische Störungen oder Umstände außerhalb unseres Einflussbereichs können zu Einschränkungen führen.',
            'Wir sind berechtigt, Inhalte und Funktionen der Website jederzeit zu ändern, zu ergänzen oder einzustellen.',
          ],
        },
        {
          title: 'Haftung',
          paragraphs: [
            'Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für Schäden, die auf Vorsatz oder grober Fahrlässigkeit beruhen. Unberührt bleibt ferner die Haftung nach dem Produkthaftungsgesetz.',
            'Bei leichter Fahrlässigkeit haften wir nur bei Verletzung einer wesentlichen Pflicht, deren Erfüllung die ordnungsgemäße Nutzung der Website überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen (Kardinalpflicht). In diesem Fall ist die Haftung auf den vorhersehbaren, typischerweise eintretenden Schaden begrenzt.',
            'Im Übrigen ist die Haftung ausgeschlossen. Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeiterinnen und Mitarbeiter sowie Erfüllungsgehilfen.',
          ],
        },
        {
          title: 'Anwendbares Recht und Gerichtsstand',
          paragraphs: [
            'Es gilt das Recht der Bundesrepublik Deutschland. Sind Sie Verbraucherin oder Verbraucher mit gewöhnlichem Aufenthalt in einem anderen Staat, bleiben die zwingenden Verbraucherschutzvorschriften dieses Staates unberührt.',
            `Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus oder im Zusammenhang mit der Nutzung dieser Website ${company.address.cityName.de}.`,
          ],
        },
        {
          title: 'Salvatorische Klausel',
          paragraphs: [
            'Sollte eine Bestimmung dieser Nutzungsbedingungen ganz oder teilweise unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.',
          ],
        },
        {
          title: 'Änderungen dieser Nutzungsbedingungen',
          paragraphs: [
            'Wir können diese Nutzungsbedingungen mit Wirkung für die Zukunft ändern, etwa wenn sich die Website, unser Leistungsangebot oder die Rechtslage ändern. Maßgeblich ist die zum Zeitpunkt Ihres Besuchs auf dieser Seite veröffentlichte Fassung.',
          ],
        },
      ],
    },
    en: {
      updated: 'Last updated: August 2025',
      bindingNote,
      sections: [
        {
          title: 'Scope',
          paragraphs: [
            'These terms of use govern the use of this website, which is operated by {company}, {address} (‘we’, ‘us’).',
            'Any advisory services are governed exclusively by the terms of the separate agreement concluded for them. Terms put forward by users do not apply. Information on how we process personal data is set out in our privacy notice.',
          ],
        },
        {
          title: 'No advice, no insurance offer',
          paragraphs: [
            'The content of this website provides general information on embedded insurance and on our advisory services. It does not constitute individual advice and is no substitute for an assessment of your particular situation. In particular, it is not an offer to conclude an insurance contract.',
            'We are neither an insurance broker nor an insurance company. Neither insurance distribution nor insurance advice within the meaning of section 34d of the German Trade Regulation Act (GewO) takes place through this website.',
            'We prepare the content with care but give no warranty that it is accurate, complete or up to date. Statements on legal and regulatory requirements reflect the position at the time of publication.',
          ],
        },
        {
          title: 'No contract through use of the website',
          paragraphs: [
            'Visiting the website, sending an enquiry or booking an introductory call does not create a consultancy contract. A consultancy contract is formed only by a separate written agreement setting out the scope of services, the fees and the other terms.',
            'Descriptions of our services on this website are non-binding and do not constitute a binding offer.',
          ],
        },
        {
          title: 'Free introductory call',
          paragraphs: [
            'The introductory call lasts 60 minutes and is free of charge and without obligation. Its purpose is to discuss your starting position and possible next steps; it does not oblige you to commission any further services.',
            'You may reschedule or cancel a booked appointment at any time at no cost. If you do, please let us know as early as possible by email to {email} or by phone on {phone}. We may also reschedule an appointment for good reason; in that case, we will promptly propose a new date.',
          ],
        },
        {
          title: 'Copyright and permitted use',
          paragraphs: [
            'Texts, graphics, images, design and other content on this website are protected by copyright. The rights belong to us or to the respective rights holders.',
            'You may view the content for your own information, print it and save it for internal use. Any further reproduction, adaptation, distribution or making available to the public requires our prior written consent, unless it is permitted by law.',
            'Trade marks and company names used on this website are protected; their use requires the consent of the respective owner.',
          ],
        },
        {
          title: 'External links',
          paragraphs: [
            'This website contains links to third-party websites. We have no influence over their content, for which the respective provider or operator is solely responsible.',
            'We checked the linked pages for apparent legal infringements at the time the link was set. Ongoing monitoring without specific indications of an infringement cannot reasonably be expected. If we become aware of an infringement, we will remove the link concerned without delay.',
          ],
        },
        {
          title: 'Availability',
          paragraphs: [
            'We endeavour to keep the website available without interruption. However, there is no entitlement to continuous availability; maintenance work, technical faults or circumstances beyond our control may in particular lead to restrictions.',
            'We may change, extend or discontinue content and functions of the website at any time.',
          ],
        },
        {
          title: 'Liability',
          paragraphs: [
            'We are liable without limitation for damage resulting from injury to life, body or health and for damage caused intentionally or by gross negligence. Our liability under the German Product Liability Act (Produkthaftungsgesetz) also remains unaffected.',
            'In cases of slight negligence, we are liable only for breach of an essential obligation, that is, an obligation whose fulfilment is a prerequisite for the proper use of the website and on whose observance you may regularly rely (cardinal obligation). In that case, our liability is limited to the foreseeable damage typical of such cases.',
            'Any further liability is excluded. The above limitations of liability also apply in favour of our legal representatives, employees and vicarious agents.',
          ],
        },
        {
          title: 'Applicable law and jurisdiction',
          paragraphs: [
            'These terms are governed by the law of the Federal Republic of Germany. If you are a consumer habitually resident in another country, the mandatory consumer protection provisions of that country remain unaffected.',
            `If you are a merchant (Kaufmann), a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from or in connection with the use of this website is ${company.address.cityName.en}.`,
          ],
        },
        {
          title: 'Severability',
          paragraphs: [
            'Should any provision of these terms be or become invalid in whole or in part, the validity of the remaining provisions shall not be affected. The invalid provision shall be replaced by the statutory provisions.',
          ],
        },
        {
          title: 'Changes to these terms',
          paragraphs: [
            'We may amend these terms with effect for the future, for example when the website, our services or the legal situation change. The version published on this page at the time of your visit applies.',
          ],
        },
      ],
    },
  },
  disclaimer: {
    de: {
      updated: 'Stand: August 2025',
      sections: [
        {
          title: 'Bedingungen für die Nutzung des ROI-Rechners',
          paragraphs: ['Für die Nutzung des ROI-Rechners und seiner Ergebnisse gilt:'],
          points: [
            'Die Ergebnisse sind Schätzwerte. Sie beruhen auf Ihren Eingaben und auf Annahmen aus vergleichbaren Projekten.',
            'Die Ergebnisse stellen weder ein Angebot noch eine Garantie oder eine individuelle Beratung dar.',
            'Die tatsächlichen Ergebnisse hängen von zahlreichen Faktoren ab, etwa von Ihrer Datenlage, Ihren Partnern, dem Marktumfeld und der Umsetzung.',
            'Die Zahlen sind keine Grundlage für Investitions-, Versicherungs- oder Kreditentscheidungen.',
            'Die Berechnung erfolgt in Ihrem Browser. Ihre Eingaben werden nur dann an uns übermittelt, wenn Sie sich entscheiden, sie zusammen mit einer Anfrage an uns zu senden.',
          ],
        },
        {
          title: 'Haftungsausschluss',
          paragraphs: [
            'Soweit gesetzlich zulässig, ist unsere Haftung für Schäden, die aus der Nutzung des ROI-Rechners oder aus dem Vertrauen auf seine Ergebnisse entstehen, ausgeschlossen.',
            'Unberührt bleibt unsere Haftung für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach sonstigen zwingenden gesetzlichen Vorschriften.',
          ],
        },
        {
          title: 'Ergebnisse im Erstgespräch prüfen',
          paragraphs: [
            'Ob und in welchem Umfang sich die berechneten Effekte in Ihrem Unternehmen erzielen lassen, lässt sich nur anhand Ihrer tatsächlichen Ausgangslage beurteilen. Wir empfehlen Ihnen daher, die Ergebnisse in einem Erstgespräch mit uns zu überprüfen; es dauert 60 Minuten und ist für Sie kostenlos.',
            'Im Gespräch gleichen wir die Annahmen des Rechners mit Ihren Daten, Ihren Partnern und Ihrem Geschäftsmodell ab und klären, welche Werte realistisch sind und welche nächsten Schritte sinnvoll wären. Das Gespräch ist für Sie unverbindlich.',
          ],
        },
      ],
    },
    en: {
      updated: 'Last updated: August 2025',
      bindingNote,
      sections: [
        {
          title: 'Conditions for using the ROI calculator',
          paragraphs: [
            'The following terms apply to the use of the ROI calculator and its results:',
          ],
          points: [
            'The results are estimates. They are based on your inputs and on assumptions drawn from comparable projects.',
            'The results do not constitute an offer, a guarantee or individual advice.',
            'Actual results depend on many factors, such as your data, your partners, the market and the implementation.',
            'The figures are not a basis for investment, insurance or credit decisions.',
            'The calculation runs in your browser. Your inputs are sent to us only if you choose to send them to us with an enquiry.',
          ],
        },
        {
          title: 'Exclusion of liability',
          paragraphs: [
            'To the extent permitted by law, we accept no liability for damage arising from the use of the ROI calculator or from reliance on its results.',
            'This does not affect our liability for intent and gross negligence, for injury to life, body or health, or under any other mandatory statutory provisions.',
          ],
        },
        {
          title: 'Check the results in a free call',
          paragraphs: [
            'Whether, and to what extent, the calculated effects can be achieved in your business can only be judged against your actual situation. We therefore recommend checking the results with us in a first call; it takes 60 minutes and is free of charge.',
            'In the call, we compare the calculator’s assumptions with your data, your partners and your business model, and establish which values are realistic and which next steps would make sense. The call is without obligation.',
          ],
        },
      ],
    },
  },
};
