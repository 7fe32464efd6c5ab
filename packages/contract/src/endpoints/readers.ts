import {
  deleteUserNotificationData,
  deleteUserNotificationParams,
  getUserNotificationData,
  getUserNotificationExtra,
  getUserNotificationParams,
  setUserNotificationReadData,
  setUserNotificationReadParams,
} from '../notifications';
import { deleteTokenData, deleteTokenParams, registerTokenData, registerTokenParams } from '../push';
import {
  getQuestionData,
  getQuestionParams,
  getQuestionResultData,
  getQuestionResultParams,
  setQuestionResultData,
  setQuestionResultParams,
} from '../surveys';
import {
  deleteUserData,
  deleteUserParams,
  getUserByIdData,
  getUserByIdParams,
  setUserCategoryData,
  setUserCategoryParams,
  updateProfileData,
  updateProfileExtra,
  updateProfileParams,
  userLogoutData,
  userLogoutParams,
  userSignupData,
  userSignupParams,
} from '../users';
import type { EndpointEntry } from './entry';

/** A reader's account, devices, personal notifications and surveys. */
export const readerEndpoints = {
  user_signup: {
    method: 'POST',
    auth: 'none',
    summary:
      'Signs a reader in (creating the account on first sign-in) and returns a bearer token; needs an id_token that proves firebase_id (or, when the server opts in, Firebase confirming firebase_id with the email or mobile)',
    params: userSignupParams,
    data: userSignupData,
  },
  user_logout: {
    method: 'POST',
    auth: 'required',
    summary: 'Signs out: the bearer token of this call stops working at once',
    params: userLogoutParams,
    data: userLogoutData,
  },
  get_user_by_id: {
    method: 'GET',
    auth: 'required',
    summary: "The signed-in reader's account with their preferred categories",
    params: getUserByIdParams,
    data: getUserByIdData,
  },
  // The mobile app reads the new picture's URL from a top-level `profile` beside `data`.
  update_profile: {
    method: 'POST',
    auth: 'required',
    summary: "Changes the signed-in reader's name, mobile, email and (multipart file) profile picture",
    params: updateProfileParams,
    data: updateProfileData,
    extra: updateProfileExtra,
    files: ['profile'],
    multipart: true,
  },
  delete_user: {
    method: 'POST',
    auth: 'required',
    summary: 'Deletes the signed-in reader with everything they own, including the news they wrote',
    params: deleteUserParams,
    data: deleteUserData,
  },
  set_user_category: {
    method: 'POST',
    auth: 'required',
    summary: "Replaces the signed-in reader's preferred categories (comma list of ids; 0 clears)",
    params: setUserCategoryParams,
    data: setUserCategoryData,
  },
  register_token: {
    method: 'POST',
    auth: 'optional',
    summary: "Stores a device's push token (Web Push subscription JSON or FCM token); with a token, links it to the reader",
    params: registerTokenParams,
    data: registerTokenData,
    multipart: true,
  },
  delete_token: {
    method: 'POST',
    auth: 'optional',
    summary: "Forgets a device's push token (the reader turned alerts off); answers success also when it was not stored",
    params: deleteTokenParams,
    data: deleteTokenData,
    multipart: true,
  },
  get_user_notification: {
    method: 'GET',
    auth: 'required',
    summary: "The signed-in reader's personal notifications (replies to and likes of their comments), newest first",
    params: getUserNotificationParams,
    data: getUserNotificationData,
    extra: getUserNotificationExtra,
  },
  set_user_notification_read: {
    method: 'POST',
    auth: 'required',
    summary: "Marks some (comma list of ids) or all (all=1) of the signed-in reader's personal notifications read; returns the unread count left",
    params: setUserNotificationReadParams,
    data: setUserNotificationReadData,
  },
  delete_user_notification: {
    method: 'POST',
    auth: 'required',
    summary: "Deletes some of the signed-in reader's personal notifications (comma list of ids)",
    params: deleteUserNotificationParams,
    data: deleteUserNotificationData,
  },
  get_question: {
    method: 'GET',
    auth: 'required',
    summary: 'The open surveys of a language that the caller has not answered yet, with their options, newest first',
    params: getQuestionParams,
    data: getQuestionData,
  },
  set_question_result: {
    method: 'POST',
    auth: 'required',
    summary: "Records the caller's one answer to a survey (a second answer is 409); returns the survey with its counts",
    params: setQuestionResultParams,
    data: setQuestionResultData,
  },
  get_question_result: {
    method: 'GET',
    auth: 'required',
    summary: "The surveys the caller answered (or the one of `question_id`), with each option's counter and percentage",
    params: getQuestionResultParams,
    data: getQuestionResultData,
  },
} as const satisfies Record<string, EndpointEntry>;
