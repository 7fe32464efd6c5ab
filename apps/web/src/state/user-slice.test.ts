import { describe, expect, it } from 'vitest';
import {
  initialUserState,
  loggedIn,
  loggedOut,
  mobileLoginTypeSet,
  profileDataUpdated,
  profileImageUpdated,
  userSlice,
  type UserData,
} from './user-slice';

const reduce = userSlice.reducer;
const reader: UserData = { id: 7, token: 'abc', name: 'Ada', email: 'ada@example.com', mobile: '', profile: 'https://x.test/a.webp' };

describe('user slice', () => {
  it('starts signed out: no data, not logged in, mobile login type false', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ data: null, isLogin: false, mobileLoginType: false });
  });

  it('login stores the user object and sets isLogin', () => {
    expect(reduce(initialUserState, loggedIn(reader))).toEqual({ data: reader, isLogin: true, mobileLoginType: false });
  });

  it('logout resets to the initial state', () => {
    const signedIn = reduce(reduce(initialUserState, loggedIn(reader)), mobileLoginTypeSet(true));
    expect(reduce(signedIn, loggedOut())).toEqual(initialUserState);
  });

  it('an image upload changes only the profile image', () => {
    const next = reduce(reduce(initialUserState, loggedIn(reader)), profileImageUpdated('https://x.test/b.webp'));
    expect(next.data).toEqual({ ...reader, profile: 'https://x.test/b.webp' });
  });

  it('a profile data update changes name, mobile and email only', () => {
    const next = reduce(
      reduce(initialUserState, loggedIn(reader)),
      profileDataUpdated({ name: 'Ada L.', mobile: '+441234567890', email: 'ada@l.example' }),
    );
    expect(next.data).toEqual({ ...reader, name: 'Ada L.', mobile: '+441234567890', email: 'ada@l.example' });
  });

  it('profile updates without a signed-in user change nothing', () => {
    expect(reduce(initialUserState, profileImageUpdated('x'))).toEqual(initialUserState);
    expect(reduce(initialUserState, profileDataUpdated({ name: 'a', mobile: '', email: '' }))).toEqual(initialUserState);
  });

  it('sets the mobile login type flag', () => {
    expect(reduce(initialUserState, mobileLoginTypeSet(true)).mobileLoginType).toBe(true);
  });
});
