import { randomHex, utf8ToBase64 } from "../lib/crypto";
import type { Sender } from "./address";
import type { Mail, MailAttachment } from "./types";

/**
 * A mail as the text an SMTP server takes after DATA (RFC 5322 with MIME,
 * lines ending in CRLF, before dot-stuffing): the text and the HTML as
 * alternatives, quoted-printable (readable where the text is ASCII), and
 * any attachment (an event's .ics) in base64 beside them. Header words
 * outside ASCII — a subject's dash, a sender's accented name — are RFC 2047
 * encoded words; CR and LF never reach a header, so no value can add one.
 */
export function mimeMessage(mail: Mail, from: Sender, date = new Date()): string {
  const alternative = multipart("alternative", [textPart("text/plain", mail.text), textPart("text/html", mail.html)]);
  const content = mail.attachments?.length ? multipart("mixed", [alternative, ...mail.attachments.map(attachmentPart)]) : alternative;
  const headers: [string, string][] = [
    ["Date", date.toUTCString().replace(/GMT$/, "+0000")],
    ["Message-ID", `<${randomHex(16)}@${from.email.split("@").pop()}>`],
    ["From", mailbox(from)],
    ["To", mail.to],
    ...(mail.replyTo ? [["Reply-To", mail.replyTo] as [string, string]] : []),
    ["Subject", encodedWords(mail.subject, "Subject: ".length)],
    ["MIME-Version", "1.0"],
    ...Object.entries(mail.headers ?? {}),
  ];
  const head = headers.map(([name, value]) => `${name}: ${oneLine(value)}`);
  return `${[...head, ...content.head].join(CRLF)}${CRLF}${CRLF}${content.body}${CRLF}`;
}

const CRLF = "\r\n";
/** A header goes on on the next line (RFC 5322 §2.2.3), to keep lines within 78 characters. */
const FOLD = `${CRLF} `;
const encoder = new TextEncoder();

/** A MIME entity: its header lines and its body. */
type Part = { head: string[]; body: string };

function textPart(type: "text/plain" | "text/html", text: string): Part {
  return { head: [`Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: quoted-printable"], body: quotedPrintable(text) };
}

function attachmentPart(file: MailAttachment): Part {
  return {
    head: [
      `Content-Type: ${oneLine(file.contentType)};${FOLD}${parameter("name", file.filename)}`,
      `Content-Disposition: attachment;${FOLD}${parameter("filename", file.filename)}`,
      "Content-Transfer-Encoding: base64",
    ],
    body: (utf8ToBase64(file.content).match(/.{1,76}/g) ?? []).join(CRLF),
  };
}

/** "=_" cannot occur in quoted-printable or base64 text, so the boundary never appears inside a part. */
function multipart(subtype: "alternative" | "mixed", parts: Part[]): Part {
  const boundary = `=_${subtype}_${randomHex(16)}`;
  const body = parts.map((part) => `--${boundary}${CRLF}${part.head.join(CRLF)}${CRLF}${CRLF}${part.body}${CRLF}`).join("");
  return { head: [`Content-Type: multipart/${subtype};${FOLD}boundary="${boundary}"`], body: `${body}--${boundary}--` };
}

/** Lines of at most 76 characters; bytes outside printable ASCII, "=" and a line's last space as =XX (RFC 2045 §6.7). */
export function quotedPrintable(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const bytes = encoder.encode(line);
      let out = "";
      let width = 0;
      bytes.forEach((byte, index) => {
        const blank = byte === 32 || byte === 9;
        const literal = (byte > 32 && byte < 127 && byte !== 61) || (blank && index < bytes.length - 1);
        const token = literal ? String.fromCharCode(byte) : `=${hex(byte)}`;
        if (width + token.length > 75) {
          out += `=${CRLF}`;
          width = 0;
        }
        out += token;
        width += token.length;
      });
      return out;
    })
    .join(CRLF);
}

/**
 * ASCII as it is; otherwise RFC 2047 Q-encoded words, each whole characters,
 * folded so that no line passes 76 (`used`: what the header's name takes of
 * the first).
 */
export function encodedWords(text: string, used = 0): string {
  const value = oneLine(text);
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let word = "";
  let room = 76 - Math.max(used, 1) - "=?UTF-8?Q??=".length;
  for (const character of value) {
    let encoded = "";
    for (const byte of encoder.encode(character))
      encoded += /[A-Za-z0-9!*+/-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : byte === 32 ? "_" : `=${hex(byte)}`;
    if (word && word.length + encoded.length > room) {
      words.push(word);
      word = "";
      room = 75 - "=?UTF-8?Q??=".length;
    }
    word += encoded;
  }
  words.push(word);
  return words.map((payload) => `=?UTF-8?Q?${payload}?=`).join(FOLD);
}

/** `"Name" <address>`, the name as an encoded word when it is not ASCII. */
function mailbox(sender: Sender): string {
  if (!sender.name) return sender.email;
  const name = oneLine(sender.name);
  const phrase = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, "\\$&")}"` : encodedWords(name, "From: ".length);
  return `${phrase} <${sender.email}>`;
}

/** name="value", or RFC 2231's name*=UTF-8''… for a value outside plain ASCII. */
function parameter(name: string, value: string): string {
  if (/^[\x20-\x7e]*$/.test(value) && !/["\\]/.test(value)) return `${name}="${value}"`;
  return `${name}*=UTF-8''${encodeURIComponent(oneLine(value)).replace(/['()*]/g, (c) => `%${hex(c.charCodeAt(0))}`)}`;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");
const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, "0");
