import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    ignores: [
      '**/.next/**',
      'dist/**',
      'node_modules/**',
      'next-env.d.ts',
      'data/**',
      'tests/.artifacts/**',
      // Written by the content engine's generators (npm run content).
      'src/cms/migrations/**',
      'src/cms/payload-types.ts',
      'src/app/(payload)/backoffice/content/importMap.ts',
    ],
  },
];

export default config;
