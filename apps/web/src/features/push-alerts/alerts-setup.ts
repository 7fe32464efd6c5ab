/** What the alerts need from the page, handed over by the server (push-alerts-slot.tsx). */
export interface AlertsSetup {
  /** The site's VAPID public key (get_settings); "" when the site sends no push messages. */
  vapidPublicKey: string;
  language: { id: number; code: string; isDefault: boolean };
  /** Where the push worker calls the API when the subscription rotates. */
  api: { baseUrl: string; accessKey: string };
}

export interface CategoryChoice {
  id: number;
  name: string;
}
