import { site } from "../../../../src/site.config";
import type { Mail } from "../../../email/types";
import { plural } from "../../../../src/shared/plural";
import { compose, lastingMinutes } from "../../../email/templates";

export function verificationCodeMail(to: string, code: string, minutes: number): Mail {
  return lastingMinutes(
    compose("signup", to, `Your code: ${code}`, [
      `Welcome to ${site.productName}! Your verification code is ${code}.`,
      `Enter it on the sign-up page within ${plural(minutes, "minute")}. If you did not sign up, ignore this e-mail.`,
    ]),
    minutes,
  );
}

export function accountExistsMail(to: string, forgotPasswordUrl: string): Mail {
  return compose(
    "signup",
    to,
    "You already have an account",
    [
      `Someone tried to sign up for ${site.productName} with this address, but you already have an account.`,
      "Sign in, or reset your password if you have forgotten it. If this was not you, you can ignore this e-mail.",
    ],
    { label: "Reset your password", url: forgotPasswordUrl },
  );
}

export function passwordResetMail(to: string, resetUrl: string, minutes: number): Mail {
  const mail = compose(
    "account",
    to,
    "Reset your password",
    [
      "We received a request to reset your password.",
      `The link works once and expires in ${plural(minutes, "minute")}. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    ],
    { label: "Choose a new password", url: resetUrl },
  );
  return lastingMinutes(mail, minutes);
}

/** The code that confirms a member's new address, sent to that address. */
export function emailChangeCodeMail(to: string, code: string, minutes: number): Mail {
  return lastingMinutes(
    compose("account", to, `Your code: ${code}`, [
      `Your code to confirm this address for your ${site.productName} account is ${code}.`,
      `Enter it on the account settings page within ${plural(minutes, "minute")}. Until then your account keeps its old address. If you did not ask for this, ignore this e-mail.`,
    ]),
    minutes,
  );
}
