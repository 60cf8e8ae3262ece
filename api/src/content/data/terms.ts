import { LEAD_PASSENGER_MIN_AGE, type TermsType } from '@villa/shared/contract';

/*
 * Terms and conditions, one list per type, numbered in this order. Bodies are markdown; the
 * portal shows raw HTML as text. Written by the team for the demo: a deployment replaces them
 * with its own reviewed terms (they are rows of the terms table).
 */
export const TERMS: Record<TermsType, readonly { heading: string; body: string }[]> = {
  'vc-booking': [
    {
      heading: 'Booking',
      body: [
        `A booking is made by the travel agent on behalf of the lead passenger, who must be ${LEAD_PASSENGER_MIN_AGE} or over at the time of booking and must travel. The booking is confirmed when we have received the deposit, or the full balance where the holiday starts soon, and have issued a booking reference.`,
        '',
        'Quotations are not bookings: a quotation holds no villa and its price may change until it is booked.',
      ].join('\n'),
    },
    {
      heading: 'Reserve',
      body: [
        'A villa can be held as a reserve for **24 hours**. The deposit, or the full balance where it is due, must be paid within those 24 hours; if it is not, the reserve lapses and the villa is released without further notice.',
      ].join('\n'),
    },
    {
      heading: 'Payment',
      body: [
        'All prices are in pounds sterling and include all taxes, breakage insurance and charges. Optional extras are priced separately and are not commissionable.',
        '',
        'The balance is due by the date shown on the booking. If it is not received on time we may treat the booking as cancelled by the customer and charges will apply as set out under *Cancellation*.',
      ].join('\n'),
    },
    {
      heading: 'Cancellation',
      body: [
        'Cancellations must be made in writing by the travel agent. Deposits are non-refundable. Cancellation charges increase as the arrival date approaches, up to the full cost of the villa; the charges that apply are shown on the booking confirmation.',
        '',
        'We strongly recommend that every customer has travel insurance from the moment the booking is made.',
      ].join('\n'),
    },
    {
      heading: 'Your Stay',
      body: [
        '- Check-in is from **16:00** on the day of arrival and check-out by **10:00** on the day of departure.',
        '- The number of guests must not exceed the maximum occupancy shown for the villa; infants count towards it.',
        '- Community rules, including gate and pool rules, apply to every guest.',
        '- Pool heating, where booked, is charged for the whole stay.',
      ].join('\n'),
    },
    {
      heading: 'Damage and Liability',
      body: [
        'Guests are responsible for leaving the villa as they found it. Breakage insurance is included for accidental damage; deliberate damage and excessive cleaning are charged.',
        '',
        'Pools are unsupervised: children must be watched by an adult at all times. Our liability is limited to the price paid for the villa, except where the law does not allow it to be limited.',
      ].join('\n'),
    },
    {
      heading: 'Complaints',
      body: [
        'If something is wrong during the stay, the customer should tell the local management company straight away so that it can be put right. Complaints after the holiday should reach us in writing within 28 days of return. Advice on consumer rights is available from [Citizens Advice](https://www.citizensadvice.org.uk/consumer/).',
      ].join('\n'),
    },
  ],
  'vc-agent-signup': [
    {
      heading: 'Eligibility',
      body: 'Agent accounts are open by invitation only, to staff of travel businesses that hold an agreement with us. The person signing up must be authorised by their organisation to make bookings on its behalf.',
    },
    {
      heading: 'Your Account',
      body: [
        '- Keep your password secret and do not share your log-in with colleagues: each agent needs their own account.',
        '- Tell us straight away if you think someone else has used your account.',
        '- We may suspend an account that appears to be misused.',
      ].join('\n'),
    },
    {
      heading: 'Bookings and Quotations',
      body: 'You make bookings and send quotations on behalf of your customers, and you are responsible for giving them accurate information, including the villa booking terms, before they commit. Prices and availability shown in the portal are correct at the time they are shown.',
    },
    {
      heading: 'Commission',
      body: 'Commission is paid on the commissionable value of completed bookings at the rate agreed with your organisation. Optional extras are not commissionable. Commission figures are visible only when agent view is switched on.',
    },
    {
      heading: 'Data Protection',
      body: 'You will collect only the customer details a booking needs and handle them in line with UK data protection law. Guidance is available from the [Information Commissioner’s Office](https://ico.org.uk/for-organisations/).',
    },
    {
      heading: 'Ending the Agreement',
      body: 'Either side may close an agent account at any time. Bookings already made remain subject to the villa booking terms.',
    },
  ],
};
