/** Help centre articles of the demo site (HTML, sanitised again by the client on display). */
export const HELP_ARTICLES = [
  {
    slug: 'term',
    title: 'Terms and conditions',
    content:
      '<h3>Terms and conditions</h3><p>By opening an account you confirm that you are at least 18 years old and that gambling is legal where you live. Our licence requires players to be 21 or older to play real-money games.</p><p>One account per person. Bonuses are subject to their own rules. We may ask for proof of identity before a withdrawal.</p>',
  },
  {
    slug: 'deposit',
    title: 'How to deposit',
    content:
      '<h3>How to deposit</h3><ol><li>Log in and press <b>Deposit</b> in the header.</li><li>Choose a payment channel and an amount.</li><li>Complete the payment; your balance updates as soon as the payment is confirmed.</li></ol>',
  },
  {
    slug: 'withdraw',
    title: 'How to withdraw',
    content: '<h3>How to withdraw</h3><p>Press <b>Withdraw</b>, pick your bank account and the amount. After payout, confirm whether you received it.</p>',
  },
  {
    slug: 'security',
    title: 'Account security',
    content:
      '<h3>Account security</h3><p>Use a strong password and never share it. When you log in from a new location we may ask for a second verification: an SMS code, an email code, your payee name or an authenticator code.</p>',
  },
  {
    slug: 'responsible',
    title: 'Responsible gaming',
    content:
      '<h3>Responsible gaming</h3><p>Gaming should be fun. Set limits, take breaks, and never chase losses. If you need help, contact customer service to pause your account.</p>',
  },
];
