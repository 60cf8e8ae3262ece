import { adminTexts, formTexts } from './adminTexts';

describe('the send-PDF dialog names a guide once', () => {
  const title = (name: string) => formTexts.sendPdf.title(adminTexts.guides.documentName(name));

  it('adds "guide" to a name without it', () => {
    expect(title('Orlando Weather')).toBe('Send the Orlando Weather guide');
  });

  it('does not double it when the name already ends in Guide', () => {
    expect(title('Orlando Theme Parks Guide')).toBe('Send the Orlando Theme Parks Guide');
  });
});
