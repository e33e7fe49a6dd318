import type { Page } from "playwright-core";

/** A PNG of `width` × `height` drawn by the browser: bands of colour and a circle, like a simple photo. */
export async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, "#1d4ed8");
      gradient.addColorStop(1, "#f59e0b");
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = "#ffffff";
      context.beginPath();
      context.arc(w / 2, h / 2, h / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL("image/png");
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
