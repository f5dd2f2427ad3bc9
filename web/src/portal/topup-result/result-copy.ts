import { defineCopy } from '../i18n';

/** The words every instructions page shares (each screen keeps its own beside it). */
export const resultCopy = defineCopy({
  en: {
    amountToPay: 'Amount to pay',
    payBy: (when: string) => `Pay by ${when}`,
    expiresNote: 'A request that is not paid by then expires, and you can simply make a new one.',
    noExpiry: 'This request does not expire: pay whenever you are ready.',
    receiptLink: 'Open your receipt',
    receiptNote: 'Keep this link: it shows the request, its status, and lets you cancel it while pending.',
    fromTheShop: 'How to pay',
    loadingSteps: 'Loading the payment steps…',
  },
  fil: {
    amountToPay: 'Halagang babayaran',
    payBy: (when: string) => `Magbayad hanggang ${when}`,
    expiresNote: 'Kapag hindi nabayaran bago noon, mawawala ang request, at puwede ka lang gumawa ng bago.',
    noExpiry: 'Walang expiry ang request na ito: magbayad kahit kailan ka handa.',
    receiptLink: 'Buksan ang resibo mo',
    receiptNote:
      'I-save ang link na ito: makikita mo rito ang request at ang status nito, at puwede mo itong i-cancel habang pending pa.',
    fromTheShop: 'Paano magbayad',
    loadingSteps: 'Kinukuha ang mga hakbang sa pagbayad…',
  },
});
