import { describe, expect, it } from 'vitest';
import { homeOf, isRole, mayOpen } from '@/lib/roles';

describe('the back office’s roles', () => {
  it('lets an owner open everything', () => {
    for (const path of ['/backoffice', '/backoffice/audit', '/backoffice/leads/enquiry/1'])
      expect(mayOpen('owner', path)).toBe(true);
  });

  it('lets an editor open the content, its changes, the statistics and the preview only', () => {
    for (const path of [
      '/backoffice/content',
      '/backoffice/content/collections/articles/4',
      '/backoffice/api/articles',
      '/backoffice/changes',
      '/backoffice/changes/pages/12',
      '/backoffice/statistics',
      '/backoffice/preview',
      '/backoffice/sign-in',
    ])
      expect(mayOpen('editor', path), path).toBe(true);
    for (const path of [
      '/backoffice',
      '/backoffice/bookings',
      '/backoffice/export',
      '/backoffice/privacy/export',
      '/backoffice/audit',
      '/backoffice/site',
      '/backoffice/leads/booking/3',
      '/backoffice/contents',
      '/backoffice/statisticsX',
      '/backoffice/new-page',
    ])
      expect(mayOpen('editor', path), path).toBe(false);
  });

  it('sends each role home and knows no third', () => {
    expect(homeOf('owner')).toBe('/backoffice');
    expect(homeOf('editor')).toBe('/backoffice/changes');
    expect(mayOpen('editor', homeOf('editor'))).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole('editor')).toBe(true);
  });
});
