// Answers like GET /api/auth/session would, with no work at all.
const body = JSON.stringify({ data: { id: "x", username: "bench_user", roles: ["member"] } });

export default {
  fetch() {
    return new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
  },
};
