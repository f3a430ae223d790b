import type { MailTexts } from './mail-texts.ts';

/** The account mails in Hindi, for a recipient whose account reads Galaxia in Hindi; mail-texts.ts's keys. */
export const hindiMailTexts: MailTexts = {
  verifySubject: 'Galaxia के लिए अपना ईमेल सत्यापित करें',
  verifyText:
    'नमस्ते {{name}},\n\nअपना Galaxia खाता बनाना पूरा करने के लिए इस पते की पुष्टि करें:\n{{link}}\n\nयह लिंक एक बार, 24 घंटे तक काम करता है। अगर आपने साइन अप नहीं किया, तो इस ईमेल को अनदेखा करें।',
  resetSubject: 'अपना Galaxia पासवर्ड बदलें',
  resetText:
    'नमस्ते {{name}},\n\nअपने Galaxia खाते के लिए नया पासवर्ड चुनें:\n{{link}}\n\nयह लिंक एक बार, 30 मिनट तक काम करता है। इसका इस्तेमाल करने पर बाकी सभी सत्र साइन आउट हो जाते हैं। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
};
