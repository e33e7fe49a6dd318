import { describe, expect, it } from "vitest";
import { base64ToBytes } from "../lib/crypto";
import { encodedWords, mimeMessage, quotedPrintable } from "./mime";
import type { Mail } from "./types";

const decoder = new TextDecoder();
const bytesOf = (latin1: string) => Uint8Array.from(latin1, (character) => character.charCodeAt(0));
const fromQuotedPrintable = (text: string) =>
  decoder.decode(bytesOf(text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))));
const fromEncodedWords = (value: string) =>
  value.replace(/\?=\r\n =\?/g, "?==?").replace(/=\?UTF-8\?Q\?([^?]*)\?=/g, (_, word: string) => fromQuotedPrintable(word.replace(/_/g, " ")));

const ics = "BEGIN:VCALENDAR\r\nSUMMARY:Réunion — salle 2\r\nEND:VCALENDAR\r\n".repeat(3);
const mail: Mail = {
  to: "member@example.edu",
  subject: "Hi\r\nBcc: everyone@example.edu",
  text: "Bonjour,\nla réunion est à 18 h. ".concat("x".repeat(100), "\ntrailing space \nequals = sign"),
  html: "<p>Bonjour</p>",
  kind: "event",
  headers: { "List-Unsubscribe": "<https://chapter.test/u/1>" },
  attachments: [{ filename: "réunion.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ics }],
};

describe("mimeMessage", () => {
  const message = mimeMessage(mail, { name: 'Chapter "Board"', email: "board@example.edu" }, new Date(Date.UTC(2026, 11, 3, 9, 5)));
  const [head = "", ...rest] = message.split("\r\n\r\n");

  it("writes CRLF lines no longer than 78, and headers no value can add to", () => {
    expect(message.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(message.endsWith("\r\n")).toBe(true);
    for (const line of message.split("\r\n")) expect(line.length, line).toBeLessThanOrEqual(78);
    expect(head).toMatch(/^Date: Thu, 03 Dec 2026 09:05:00 \+0000\r\n/);
    expect(head).toContain('\r\nFrom: "Chapter \\"Board\\"" <board@example.edu>\r\n');
    expect(head).toContain("\r\nSubject: Hi Bcc: everyone@example.edu\r\n");
    expect(head).toContain("\r\nList-Unsubscribe: <https://chapter.test/u/1>\r\n");
    expect(head).toMatch(/\r\nMessage-ID: <[0-9a-f]{32}@example\.edu>\r\n/);
    expect(head).toMatch(/\r\nContent-Type: multipart\/mixed;\r\n boundary="=_mixed_[0-9a-f]{32}"$/);
  });

  it("holds the text and the HTML as alternatives, quoted-printable, and the .ics as an attachment in base64", () => {
    const body = rest.join("\r\n\r\n");
    const text = /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n([\s\S]*?)\r\n--=_alternative_/.exec(
      body,
    )?.[1];
    expect(fromQuotedPrintable(text ?? "")).toBe(mail.text.replaceAll("\n", "\r\n"));
    expect(body).toContain("Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n<p>Bonjour</p>\r\n");
    const attachment =
      /Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\r\n name\*=UTF-8''r%C3%A9union\.ics\r\nContent-Disposition: attachment;\r\n filename\*=UTF-8''r%C3%A9union\.ics\r\nContent-Transfer-Encoding: base64\r\n\r\n([\s\S]*?)\r\n--=_mixed_/.exec(
        body,
      )?.[1];
    expect(decoder.decode(base64ToBytes((attachment ?? "").replaceAll("\r\n", "")))).toBe(ics);
    expect(body.trimEnd()).toMatch(/--=_mixed_[0-9a-f]{32}--$/);
  });

  it("has no attachment part when the mail has none", () => {
    const plain = mimeMessage({ ...mail, attachments: undefined }, { email: "board@example.edu" });
    expect(plain).toContain("\r\nFrom: board@example.edu\r\n");
    expect(plain).toMatch(/\r\nContent-Type: multipart\/alternative;\r\n boundary=/);
    expect(plain).not.toContain("multipart/mixed");
  });
});

describe("quotedPrintable", () => {
  it("keeps ASCII readable, encodes the rest, '=' and a line's last space, and breaks lines at 76", () => {
    expect(quotedPrintable("café = 1 \nnext")).toBe("caf=C3=A9 =3D 1=20\r\nnext");
    const long = "é".repeat(40);
    const encoded = quotedPrintable(long);
    for (const line of encoded.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    expect(fromQuotedPrintable(encoded)).toBe(long);
  });
});

describe("encodedWords", () => {
  it("leaves ASCII as it is and encodes the rest in lines of at most 76 characters, never splitting a character", () => {
    expect(encodedWords("Your code: 123456")).toBe("Your code: 123456");
    const subject = `Rappel : la réunion — ${"très ".repeat(20)}✓ 🎉`;
    const encoded = encodedWords(subject, "Subject: ".length);
    const words = encoded.split("\r\n ");
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word).toMatch(/^=\?UTF-8\?Q\?[A-Za-z0-9!*+/=_-]{1,63}\?=$/);
    expect(`Subject: ${words[0]}`.length).toBeLessThanOrEqual(76);
    expect(fromEncodedWords(encoded)).toBe(subject);
  });
});
