/*
 * baseline_memset.c: the hand-written optimum for Handoff's profile frame: no text, no blending,
 * no clipping logic, only the frame's opaque rectangles, each filled pixel row by pixel row with a
 * 32-bit fill; plus a memcpy of a whole frame (what presenting into a shared-memory image costs at
 * least).
 *
 *   gcc -O2 -march=x86-64-v2 baseline_memset.c -o baseline_memset -lm
 *   ./baseline_memset [--size 1920x1080] [--frames 600] [--warmup 60] [--no-overlay] [--fill wmemset|loop]
 *
 * Per frame, the layout (ProfileScene.render(into:)'s rectangles, the same as profile_cairo's, at
 * the same sweep offset) is computed outside the timed region; the timed region fills every
 * rectangle (clipped to the frame, rows to the list area) and, with the overlay, the overlay's
 * panel and its opaque rectangles (the panel filled opaque instead of blended). `--fill wmemset`
 * (default) uses glibc's wmemset (wchar_t is 4 bytes here); `--fill loop` a plain loop the
 * compiler vectorises (16-byte stores at -march=x86-64-v2).
 * Prints two JSON lines: {"peer":"memset-fill",…} and {"peer":"memcpy-frame",…} (ms per frame).
 */
#include <wchar.h>

#include "profile_frame.h"

_Static_assert(sizeof(wchar_t) == 4, "wmemset needs a 4-byte wchar_t");

__attribute__((optimize("tree-vectorize", "vect-cost-model=dynamic"), noinline)) static void
fill_loop(uint32_t *restrict p, uint32_t v, size_t n) {
    for (size_t i = 0; i < n; i++) p[i] = v;
}

static void fill_wmemset(uint32_t *restrict p, uint32_t v, size_t n) { wmemset((wchar_t *)p, (wchar_t)v, n); }

typedef void (*fill_fn)(uint32_t *restrict, uint32_t, size_t);

typedef struct { int x0, y0, x1, y1; } box_t;

static box_t intersect(box_t a, box_t b) {
    box_t r = {a.x0 > b.x0 ? a.x0 : b.x0, a.y0 > b.y0 ? a.y0 : b.y0, a.x1 < b.x1 ? a.x1 : b.x1,
               a.y1 < b.y1 ? a.y1 : b.y1};
    return r;
}

/* Fills every OP_FILL / OP_BLEND rectangle of `l` (blends as opaque), honouring OP_CLIP. */
static void fill_ops(const oplist_t *l, uint32_t *pixels, int width, int height, fill_fn fill) {
    box_t frame = {0, 0, width, height}, clip = frame;
    for (int i = 0; i < l->count; i++) {
        const op_t *o = &l->ops[i];
        if (o->kind == OP_CLIP) {
            box_t c = {o->x, o->y, o->x + o->w, o->y + o->h};
            clip = intersect(frame, c);
            continue;
        }
        if (o->kind == OP_UNCLIP) { clip = frame; continue; }
        if (o->kind != OP_FILL && o->kind != OP_BLEND) continue;
        box_t r = {o->x, o->y, o->x + o->w, o->y + o->h};
        r = intersect(r, clip);
        if (r.x1 <= r.x0 || r.y1 <= r.y0) continue;
        uint32_t v = o->argb | 0xFF000000u;
        size_t n = (size_t)(r.x1 - r.x0);
        uint32_t *row = pixels + (size_t)r.y0 * (size_t)width + (size_t)r.x0;
        for (int y = r.y0; y < r.y1; y++, row += width) fill(row, v, n);
    }
}

int main(int argc, char **argv) {
    /* peel off --fill before the common arguments */
    fill_fn fill = fill_wmemset;
    const char *fill_name = "wmemset";
    char **rest = malloc(sizeof(char *) * (size_t)(argc + 1));
    int nrest = 0;
    rest[nrest++] = argv[0];
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--fill") && i + 1 < argc) {
            fill_name = argv[++i];
            if (!strcmp(fill_name, "loop")) fill = fill_loop;
            else if (!strcmp(fill_name, "wmemset")) fill = fill_wmemset;
            else usage(argv[0]);
        } else {
            rest[nrest++] = argv[i];
        }
    }
    args_t a = parse_args(nrest, rest);

    size_t bytes = (size_t)a.width * (size_t)a.height * 4;
    size_t alloc = (bytes + 63) / 64 * 64;
    uint32_t *frame = aligned_alloc(64, alloc), *shown = aligned_alloc(64, alloc);
    if (!frame || !shown) { perror("aligned_alloc"); return 1; }
    memset(frame, 0, alloc);
    memset(shown, 0, alloc);

    oplist_t scene, overlay;
    ops_init(&scene);
    ops_init(&overlay);
    profiler_t prof;
    memset(&prof, 0, sizeof prof);

    int total = a.warmup + a.frames;
    uint64_t *fill_ns = malloc(sizeof(uint64_t) * (size_t)a.frames);
    uint64_t *copy_ns = malloc(sizeof(uint64_t) * (size_t)a.frames);
    if (!fill_ns || !copy_ns) { perror("malloc"); return 1; }
    volatile uint32_t sink = 0;
    for (int k = 0; k < total; k++) {
        build_profile(&scene, a.width, a.height, sweep_offsets(k, a.height));
        if (a.overlay) build_overlay(&overlay, a.width, a.height, &prof, 60);

        uint64_t t0 = now_ns();
        fill_ops(&scene, frame, a.width, a.height, fill);
        if (a.overlay) fill_ops(&overlay, frame, a.width, a.height, fill);
        uint64_t t1 = now_ns();
        memcpy(shown, frame, bytes);
        uint64_t t2 = now_ns();
        sink += shown[(size_t)k % ((size_t)a.width * (size_t)a.height)];

        profiler_record(&prof, 0, t1 - t0, t2 - t1, t2);
        if (k >= a.warmup) {
            fill_ns[k - a.warmup] = t1 - t0;
            copy_ns[k - a.warmup] = t2 - t1;
        }
    }
    (void)sink;
    char extra[96];
    snprintf(extra, sizeof extra, ",\"overlay\":%s,\"fill\":\"%s\"", a.overlay ? "true" : "false", fill_name);
    print_json("memset-fill", a.width, a.height, fill_ns, a.frames, extra);
    snprintf(extra, sizeof extra, ",\"bytes\":%zu", bytes);
    print_json("memcpy-frame", a.width, a.height, copy_ns, a.frames, extra);
    free(frame);
    free(shown);
    free(fill_ns);
    free(copy_ns);
    free(scene.ops);
    free(overlay.ops);
    free(rest);
    return 0;
}
