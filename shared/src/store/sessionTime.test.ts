import { computeSessionTimes, sessionPhase } from './sessionTime';

const now = new Date(2027, 2, 5, 12, 0, 0);

describe('computeSessionTimes', () => {
  it('sets expiry to now plus the header seconds minus 10 seconds', () => {
    expect(computeSessionTimes(3600, now).sessionExpires).toBe('2027-03-05 12:59:50');
  });

  it('opens the warning 60 seconds before the expiry', () => {
    expect(computeSessionTimes(3600, now).logoutWarningOpens).toBe('2027-03-05 12:58:50');
  });

  it('crosses midnight and keeps the YYYY-MM-DD HH:mm:ss format', () => {
    const late = new Date(2027, 11, 31, 23, 59, 30);
    expect(computeSessionTimes(100, late)).toEqual({
      sessionExpires: '2028-01-01 00:01:00',
      logoutWarningOpens: '2028-01-01 00:00:00',
    });
  });

  it('does not change the date it is given', () => {
    const given = new Date(now);
    computeSessionTimes(3600, given);
    expect(given.getTime()).toBe(now.getTime());
  });
});

describe('sessionPhase', () => {
  const times = {
    sessionExpires: '2027-03-05 12:10:00',
    logoutWarningOpens: '2027-03-05 12:09:00',
  };
  const at = (time: string) => new Date(`2027-03-05T${time}`);

  it('is active before the warning time', () => {
    expect(sessionPhase(times, at('12:08:59'))).toEqual({ phase: 'active' });
  });

  it('is warning from the warning time, with the seconds left until expiry', () => {
    expect(sessionPhase(times, at('12:09:00'))).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(sessionPhase(times, at('12:09:45'))).toEqual({ phase: 'warning', secondsLeft: 15 });
  });

  it('is expired from the expiry time', () => {
    expect(sessionPhase(times, at('12:10:00'))).toEqual({ phase: 'expired' });
    expect(sessionPhase(times, at('13:00:00'))).toEqual({ phase: 'expired' });
  });

  it('is active when no expiry is known', () => {
    expect(
      sessionPhase({ sessionExpires: null, logoutWarningOpens: null }, at('12:00:00')),
    ).toEqual({ phase: 'active' });
  });
});
