import { describe, expect, it } from 'vitest';
import { footerPatch, type FooterDraft } from './FooterTextSection';

const saved: FooterDraft = { licenceText: 'Licensed', affiliateText: 'Join us', siteTexts: { JA: { licenceText: '認可' } } };

describe('footerPatch', () => {
  it('sends nothing when nothing changed, and the translations whole when one changed', () => {
    expect(footerPatch(saved, { ...saved, siteTexts: { JA: { licenceText: '認可', affiliateText: '' } } })).toEqual({});
    expect(footerPatch(saved, { ...saved, licenceText: ' New ' })).toEqual({ licenceText: 'New' });
    expect(footerPatch(saved, { ...saved, siteTexts: { JA: { licenceText: '' }, TH: { affiliateText: 'ร่วมกับเรา' } } })).toEqual({
      siteTexts: { TH: { affiliateText: 'ร่วมกับเรา' } },
    });
  });
});
