import type { BotTexts } from './bot-texts.ts';

/** The bot's replies in Hindi, for an interaction whose `locale` is `hi`; bot-texts.ts's keys and values. */
export const hindiBotTexts: BotTexts = {
  teamRegistered_one: '**{{team}}** {{eventName}} के लिए {{count}} खिलाड़ी के साथ पंजीकृत हो गई। टीमें देखें: {{url}}',
  teamRegistered_other:
    '**{{team}}** {{eventName}} के लिए {{count}} खिलाड़ियों के साथ पंजीकृत हो गई। टीमें देखें: {{url}}',
  applied:
    '**{{team}}** ने {{eventName}} के लिए आवेदन किया: आयोजक इसके खिलाड़ियों के सत्यापन वीडियो देखेंगे, फिर टीम पंजीकृत होगी। यहाँ देखें: {{url}}',
  timeProposed:
    'आपने {{matchName}} के लिए {{time}} का समय सुझाया। दूसरी टीम का कप्तान इसे मैच पेज पर या /schedule-match से स्वीकार कर सकता है: {{url}}',
  matchScheduled:
    '{{matchName}} का समय {{time}} तय हुआ। दोनों टीमों को {{minutes}} मिनट पहले चेक-इन की याद दिलाई जाएगी: {{url}}',
  staleWrite: 'आपके काम के दौरान यह मैच बदल गया: स्थिति देखने के लिए कमांड फिर से चलाएँ',
};
