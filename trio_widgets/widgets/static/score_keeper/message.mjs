// @ts-check
// The score keeper's message line: what Python said about the last intent (a refusal, a saved
// turn ...), or a message of the page itself (a file too big, hand text not a number).

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @param {HTMLElement} box
 * @returns {{update: () => void, show: (kind: string, text: string) => void, dispose: () => void}}
 */
export function createMessage(ctx, box) {
  box.setAttribute("role", "status");
  box.setAttribute("aria-live", "polite");

  /** @param {string} kind @param {string} text */
  function show(kind, text) {
    box.replaceChildren();
    box.className = `sk-message sk-${kind}`;
    box.setAttribute("role", kind === "error" ? "alert" : "status");
    box.textContent = text;
  }

  function update() {
    const m = ctx.model.get("message") || {};
    if (!m.text || ctx.local.messageHidden) {
      box.replaceChildren();
      box.className = "sk-message";
      return;
    }
    show(m.kind || "info", m.text);
  }

  return { update, show, dispose: () => box.replaceChildren() };
}
