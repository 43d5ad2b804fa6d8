/*
 * profile_frame.h: Handoff's profile frame (Sources/Scenes/ProfileScene.swift render(into:) plus
 * Sources/Diagnostics/ProfilingOverlay.swift) and its synthetic sweep
 * (Sources/BenchSuite/SyntheticSweep.swift), as a small C display list shared by the peers, so
 * every peer draws the same rectangles and labels in the same places, frame after frame.
 *
 * Coordinates: window pixels, y down. A text item's y is the top of its line (as in Handoff's
 * Canvas.drawText); FONT_ASCENT says where the baseline is (the glyph atlas's ascent).
 */
#ifndef HANDOFF_PROFILE_FRAME_H
#define HANDOFF_PROFILE_FRAME_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- geometry and colours (ProfileScene, Palette, ProfileTab.standard) ---- */
enum { HEADER_H = 280, TABBAR_H = 48, ROW_H = 64, NTABS = 4 };
static const char *const TAB_TITLES[NTABS] = {"Posts", "Media", "Likes", "Saved"};
static const int TAB_ROWS[NTABS] = {200, 60, 5, 10000};

#define C_HEADER_GREEN 0xFF34C759u
#define C_ACCENT 0xFF1E8E3Eu
#define C_BACKGROUND 0xFFFFFFFFu
#define C_ROW_ALT 0xFFF2F2F7u
#define C_SEPARATOR 0xFFD1D1D6u
#define C_TEXT 0xFF1C1C1Eu
#define C_SECONDARY 0xFF6C6C70u
#define C_ON_HEADER 0xFFFFFFFFu
#define C_TABBAR 0xFFFAFAFAu

/* ProfilingOverlay */
enum { OV_WINDOW = 120, OV_W = 300, OV_H = 166 };
#define C_OV_PANEL 0xB4101014u
#define C_OV_GRAPH 0x40FFFFFFu
#define C_OV_ENGINE 0xFF4FC3F7u
#define C_OV_RASTER 0xFFFFB74Du
#define C_OV_PRESENT 0xFFBA68C8u
#define C_OV_BUDGET 0xFFFF5252u
#define C_OV_LABEL 0xFFE0E0E0u
#define C_OV_VALUE 0xFFFFFFFFu

/* Fonts: Handoff's FontRole faces (DejaVu Sans, Sources/Raster/Font.swift); a peer uses the same
 * family at the same pixel sizes. `ascent` (the atlas's) puts the baseline below a line's top. */
enum font_role { FONT_SMALL = 0, FONT_CAPTION = 1, FONT_BODY = 2, FONT_HEADLINE = 3, FONT_TITLE = 4 };
static const int FONT_PX[5] = {12, 13, 15, 15, 24};
static const int FONT_BOLD[5] = {0, 0, 0, 1, 1};
static const int FONT_ASCENT[5] = {12, 13, 14, 14, 23};
static const int FONT_LINE[5] = {15, 17, 18, 18, 29};

/* SampleContent.swift and ContentRow.swift: the rows' people, notes and avatar colours. */
static const char *const NAMES[] = {
    "Maya Lindqvist", "Jonas Okafor", "Priya Raman", "Leo Marchetti", "Hana Sato", "Samuel Reyes",
    "Amara Nwosu", "Felix Brandt", "Ines Carvalho", "Tomas Alvarez", "Yuki Tanaka", "Noah Fischer",
    "Zara Haddad", "Oskar Nilsson", "Lucia Romero", "Kwame Mensah", "Elena Petrova", "Ravi Kapoor",
    "Chlo\xc3\xa9 Martin", "Arjun Mehta", "Sofia Rossi", "Daniel Kim", "Freya Olsen", "Mateo Silva",
    "Aisha Bello", "Henrik Berg", "Nadia Haddou", "Omar Farouk", "Lena Vogel", "Theo Laurent",
    "Mina Park", "Caleb Wright", "Isla Murphy", "Rafael Costa", "Ava Thompson", "Kenji Mori",
    "Greta Lind", "Tariq Aziz", "Julia Novak", "Ethan Brooks", "Saoirse Kelly"};
static const char *const SUBTITLES[] = {
    "Shared a clip of the new onboarding flow", "Liked your post about nested scrolling",
    "Started following you", "Commented: the handoff feels so smooth now", "Posted 12 photos from Lisbon",
    "Replied to your story", "Mentioned you in a thread about springs", "Saved your collection \xe2\x80\x9cGestures\xe2\x80\x9d",
    "Is live: building a pager from scratch", "Shared a link: Designing fluid interfaces",
    "Updated their profile photo", "Reacted to your comment", "Tagged you in a photo",
    "Added a new highlight: Tokyo", "Wrote a long post about rubber banding",
    "Invited you to a group chat", "Recorded a session on the feed", "Joined the beta",
    "Asked: which fling curve do you use?", "Posted a new video \xe2\x80\x94 2:41"};
static const char *const AGES[] = {"now", "2m", "14m", "1h", "3h", "5h", "Yesterday", "Mon", "2d", "1w"};
static const uint32_t AVATARS[] = {0xFF5E5CE6u, 0xFFFF9F0Au, 0xFF30B0C7u, 0xFFFF375Fu, 0xFF32ADE6u,
                                   0xFFAF52DEu, 0xFF34C759u, 0xFFFF6B22u, 0xFF0A84FFu, 0xFFA2845Eu};
#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))
static int pick(int index, int count, int salt) {
    long m = ((long)index * 7919 + (long)salt * 104729) % count;
    return (int)(m < 0 ? m + count : m);
}

/* ---- display list ---- */
enum op_kind { OP_FILL, OP_BLEND, OP_RRECT, OP_TEXT, OP_CLIP, OP_UNCLIP };
/* Text alignment: x is the left edge, the centre, or the right edge (the peer measures). */
enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT };
typedef struct {
    int kind;
    int x, y, w, h;   /* OP_RRECT: h is the height, `radius` the corner radius */
    uint32_t argb;
    int font, align, radius;
    int indicator;    /* OP_TEXT: also draw the tab indicator under it (ProfileScene's tab bar) */
    int indicator_y, indicator_max;
    char text[72];
} op_t;

typedef struct {
    op_t *ops;
    int count, capacity;
} oplist_t;

static void ops_init(oplist_t *l) {
    l->capacity = 1024;
    l->count = 0;
    l->ops = malloc(sizeof(op_t) * (size_t)l->capacity);
    if (!l->ops) { perror("malloc"); exit(1); }
}

static op_t *ops_push(oplist_t *l, int kind, int x, int y, int w, int h, uint32_t argb) {
    if (l->count == l->capacity) {
        l->capacity *= 2;
        l->ops = realloc(l->ops, sizeof(op_t) * (size_t)l->capacity);
        if (!l->ops) { perror("realloc"); exit(1); }
    }
    op_t *o = &l->ops[l->count++];
    o->kind = kind; o->x = x; o->y = y; o->w = w; o->h = h; o->argb = argb; o->font = FONT_BODY;
    o->align = ALIGN_LEFT; o->radius = 0; o->indicator = 0;
    o->text[0] = 0;
    return o;
}
static void op_fill(oplist_t *l, int x, int y, int w, int h, uint32_t c) { ops_push(l, OP_FILL, x, y, w, h, c); }
static void op_blend(oplist_t *l, int x, int y, int w, int h, uint32_t c) { ops_push(l, OP_BLEND, x, y, w, h, c); }
static void op_rrect(oplist_t *l, int x, int y, int w, int h, int radius, uint32_t c) {
    ops_push(l, OP_RRECT, x, y, w, h, c)->radius = radius;
}
static void op_circle(oplist_t *l, int cx, int cy, int r, uint32_t c) { op_rrect(l, cx - r, cy - r, 2 * r, 2 * r, r, c); }
/* A label whose line top is at y; aligned on x as `align` says. */
static op_t *op_text(oplist_t *l, const char *s, int x, int y, int font, int align, uint32_t c) {
    op_t *o = ops_push(l, OP_TEXT, x, y, 0, 0, c);
    o->font = font;
    o->align = align;
    snprintf(o->text, sizeof o->text, "%s", s);
    return o;
}

/* ---- the sweep: a finger pressed at frame 0 dragging in a triangle wave between 15 % and 85 %
 * of the height, 23 px a frame. The engine tracks it 1:1 (touch slop 8 < 23), header first, then
 * the list; going back, the list returns to its top before the header shows. ---- */
typedef struct { double outer, inner; } offsets_t;

static offsets_t sweep_offsets(int frame, int height) {
    double low = height * 0.15, high = height * 0.85;
    double span = high - low < 1 ? 1 : high - low;
    double travel = (double)frame * 23.0;
    double phase = fmod(travel, 2 * span);
    double y = phase < span ? high - phase : low + (phase - span);
    double total = high - y; /* finger travel upward since the press = total scroll */
    double list_max = (double)TAB_ROWS[0] * ROW_H - (height - TABBAR_H);
    if (list_max < 0) list_max = 0;
    offsets_t o;
    o.outer = total < HEADER_H ? total : HEADER_H;
    o.inner = total - o.outer;
    if (o.inner > list_max) o.inner = list_max;
    return o;
}

/* ---- the profile frame (ProfileScene.render(into:) with ContentRow), tab 0 selected ---- */
static void build_row(oplist_t *l, int row, int y, int width) {
    op_fill(l, 0, y, width, ROW_H, row % 2 == 0 ? C_BACKGROUND : C_ROW_ALT);
    op_fill(l, 68, y + ROW_H - 1, width - 68, 1, C_SEPARATOR);
    int person = pick(row, COUNT(NAMES), 0);
    int center_y = y + ROW_H / 2;
    op_circle(l, 36, center_y, 20, AVATARS[pick(row, COUNT(AVATARS), 1)]);
    char initials[8];
    const char *name = NAMES[person], *space = strchr(name, ' ');
    snprintf(initials, sizeof initials, "%c%c", name[0], space ? space[1] : ' ');
    op_text(l, initials, 36, center_y - FONT_LINE[FONT_HEADLINE] / 2, FONT_HEADLINE, ALIGN_CENTER, C_ON_HEADER);
    int text_top = y + (ROW_H - FONT_LINE[FONT_HEADLINE] - FONT_LINE[FONT_CAPTION] - 2) / 2;
    op_text(l, AGES[pick(row, COUNT(AGES), 2)], width - 16, text_top + 1, FONT_SMALL, ALIGN_RIGHT, C_SECONDARY);
    op_text(l, name, 68, text_top, FONT_HEADLINE, ALIGN_LEFT, C_TEXT);
    op_text(l, SUBTITLES[pick(row, COUNT(SUBTITLES), 3)], 68, text_top + FONT_LINE[FONT_HEADLINE] + 2, FONT_CAPTION,
            ALIGN_LEFT, C_SECONDARY);
}

static void build_profile(oplist_t *l, int width, int height, offsets_t off) {
    l->count = 0;
    int header_top = (int)floor(-off.outer);
    int bar_y = (int)floor(HEADER_H - off.outer);
    if (bar_y < 0) bar_y = 0;
    char buf[64];

    int header_bottom = header_top + HEADER_H;
    if (header_bottom > 0) {
        op_fill(l, 0, 0, width, header_bottom < height ? header_bottom : height, C_HEADER_GREEN);
        int cx = 68, cy = header_top + 100;
        op_circle(l, cx, cy, 47, C_ON_HEADER);
        op_circle(l, cx, cy, 44, C_ACCENT);
        op_text(l, "ML", cx, cy - FONT_LINE[FONT_TITLE] / 2, FONT_TITLE, ALIGN_CENTER, C_ON_HEADER);
        op_text(l, "Maya Lindqvist", 132, header_top + 72, FONT_TITLE, ALIGN_LEFT, C_ON_HEADER);
        op_text(l, "@maya.scrolls  \xc2\xb7  Lisbon", 132, header_top + 106, FONT_BODY, ALIGN_LEFT, C_ON_HEADER);
        /* The bio as Handoff wraps it at 560 px. */
        op_text(l, "Studies how nested scroll views hand momentum to each other. Drag", 24, header_top + 166,
                FONT_BODY, ALIGN_LEFT, C_ON_HEADER);
        op_text(l, "anywhere: the header collapses first, then the list takes over.", 24, header_top + 184,
                FONT_BODY, ALIGN_LEFT, C_ON_HEADER);
        int total_rows = 0;
        for (int i = 0; i < NTABS; i++) total_rows += TAB_ROWS[i];
        int column = (width - 48) / 3 < 150 ? (width - 48) / 3 : 150;
        const char *captions[3] = {"posts", "followers", "lists"};
        for (int c = 0; c < 3; c++) {
            if (c == 0) snprintf(buf, sizeof buf, "%d", total_rows);
            else if (c == 1) snprintf(buf, sizeof buf, "18.2k");
            else snprintf(buf, sizeof buf, "%d", NTABS);
            op_text(l, buf, 24 + c * column, header_top + 216, FONT_HEADLINE, ALIGN_LEFT, C_ON_HEADER);
            op_text(l, captions[c], 24 + c * column, header_top + 216 + FONT_LINE[FONT_HEADLINE] + 2, FONT_CAPTION,
                    ALIGN_LEFT, C_ON_HEADER);
        }
    }

    int list_top = bar_y + TABBAR_H;
    int list_height = height - list_top;
    if (list_height > 0) {
        ops_push(l, OP_CLIP, 0, list_top, width, list_height, 0);
        op_fill(l, 0, list_top, width, list_height, C_BACKGROUND);
        int rows = TAB_ROWS[0];
        int first = (int)floor(off.inner / ROW_H);
        if (first < 0) first = 0;
        int last = (int)floor((off.inner + list_height) / ROW_H);
        if (last > rows - 1) last = rows - 1;
        for (int row = first; row <= last; row++)
            build_row(l, row, list_top + (int)floor((double)row * ROW_H - off.inner), width);
        ops_push(l, OP_UNCLIP, 0, 0, 0, 0, 0);
    }

    if (bar_y < height) {
        op_fill(l, 0, bar_y, width, TABBAR_H, C_TABBAR);
        op_fill(l, 0, bar_y + TABBAR_H - 1, width, 1, C_SEPARATOR);
        double tab_width = (double)width / NTABS;
        for (int i = 0; i < NTABS; i++) {
            int left = (int)floor(i * tab_width), right = (int)floor((i + 1) * tab_width);
            op_t *o = op_text(l, TAB_TITLES[i], (left + right) / 2, bar_y + (TABBAR_H - FONT_LINE[FONT_HEADLINE]) / 2,
                              FONT_HEADLINE, ALIGN_CENTER, i == 0 ? C_ACCENT : C_SECONDARY);
            if (i == 0) {
                o->indicator = 1;
                o->indicator_y = bar_y + TABBAR_H - 4;
                o->indicator_max = right - left - 24;
            }
        }
    }
}

/* ---- the profiling overlay (ProfilingOverlay.draw) over the last OV_WINDOW frames ---- */
typedef struct {
    uint64_t engine[OV_WINDOW], raster[OV_WINDOW], present[OV_WINDOW], end[OV_WINDOW];
    int head, stored;
} profiler_t;

static void profiler_record(profiler_t *p, uint64_t engine, uint64_t raster, uint64_t present, uint64_t end_ns) {
    p->engine[p->head] = engine; p->raster[p->head] = raster; p->present[p->head] = present; p->end[p->head] = end_ns;
    p->head = (p->head + 1) % OV_WINDOW;
    if (p->stored < OV_WINDOW) p->stored++;
}
static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}
/* metric 0..2: engine, raster, present; 3: core (their sum). Nearest rank. */
static uint64_t profiler_percentile(const profiler_t *p, int metric, double q) {
    uint64_t v[OV_WINDOW];
    int n = p->stored;
    if (n == 0) return 0;
    for (int i = 0; i < n; i++) {
        int k = (p->head + OV_WINDOW - 1 - i) % OV_WINDOW;
        v[i] = metric == 0 ? p->engine[k] : metric == 1 ? p->raster[k] : metric == 2 ? p->present[k]
                                                        : p->engine[k] + p->raster[k] + p->present[k];
    }
    qsort(v, (size_t)n, sizeof v[0], cmp_u64);
    int rank = (int)ceil(q * n) - 1;
    return v[rank < 0 ? 0 : rank];
}
static double profiler_fps(const profiler_t *p) {
    int n = p->stored;
    if (n < 2) return 0;
    uint64_t newest = p->end[(p->head + OV_WINDOW - 1) % OV_WINDOW];
    uint64_t oldest = p->end[(p->head + OV_WINDOW - n) % OV_WINDOW];
    return newest > oldest ? (double)(n - 1) * 1e9 / (double)(newest - oldest) : 0;
}

static void overlay_row(oplist_t *l, const profiler_t *p, const char *name, int metric, uint32_t swatch, int has_swatch,
                        int x, int y) {
    char buf[32];
    if (has_swatch) op_fill(l, x, y + 4, 6, 7, swatch);
    op_text(l, name, x + 10, y, FONT_SMALL, ALIGN_LEFT, C_OV_LABEL);
    snprintf(buf, sizeof buf, "%.3f", (double)profiler_percentile(p, metric, 0.5) / 1e6);
    op_text(l, buf, x + 80, y, FONT_SMALL, ALIGN_LEFT, C_OV_VALUE);
    snprintf(buf, sizeof buf, "%.3f", (double)profiler_percentile(p, metric, 0.99) / 1e6);
    op_text(l, buf, x + 140, y, FONT_SMALL, ALIGN_LEFT, C_OV_VALUE);
}

/* ProfilingOverlay.draw: bottom right, 12 px margins. Text runs are laid out one after another,
 * so the peer gets one label per run with its measured start (Handoff measures the same way). */
static void build_overlay(oplist_t *l, int width, int height, const profiler_t *p, double hz) {
    l->count = 0;
    int bx = width - OV_W - 12, by = height - OV_H - 12;
    if (bx < 0) bx = 0;
    if (by < 0) by = 0;
    op_blend(l, bx, by, OV_W, OV_H, C_OV_PANEL);
    ops_push(l, OP_CLIP, bx, by, OV_W, OV_H, 0);
    int left = bx + 10, y = by + 7;
    char buf[32];
    snprintf(buf, sizeof buf, "%.1f", profiler_fps(p));
    op_text(l, buf, left, y - 2, FONT_HEADLINE, ALIGN_LEFT, C_OV_VALUE);
    /* The rest of the first line, after the fps figure (about 42 px of bold digits). */
    op_text(l, " fps   headless   profile / ios", left + 42, y, FONT_SMALL, ALIGN_LEFT, C_OV_LABEL);
    y += 20;
    op_text(l, "ms", left + 10, y, FONT_SMALL, ALIGN_LEFT, C_OV_LABEL);
    op_text(l, "p50", left + 80, y, FONT_SMALL, ALIGN_LEFT, C_OV_LABEL);
    op_text(l, "p99", left + 140, y, FONT_SMALL, ALIGN_LEFT, C_OV_LABEL);
    y += 15;
    overlay_row(l, p, "core", 3, 0, 0, left, y); y += 15;
    overlay_row(l, p, "engine", 0, C_OV_ENGINE, 1, left, y); y += 15;
    overlay_row(l, p, "raster", 1, C_OV_RASTER, 1, left, y); y += 15;
    overlay_row(l, p, "present", 2, C_OV_PRESENT, 1, left, y); y += 19;

    /* graph: one stacked bar per frame, budget line at two thirds of the height */
    int ax = left, ay = y, aw = OV_W - 20, ah = by + OV_H - y - 8;
    if (ah <= 4 || aw <= 0) { ops_push(l, OP_UNCLIP, 0, 0, 0, 0, 0); return; }
    op_blend(l, ax, ay, aw, ah, C_OV_GRAPH);
    double budget_ns = 1e9 / (hz > 1 ? hz : 1);
    double px_per_ns = ah * 2.0 / 3.0 / budget_ns;
    int bar_w = aw / OV_WINDOW > 1 ? aw / OV_WINDOW : 1;
    int frames = p->stored;
    int max_x = ax + aw, max_y = ay + ah;
    for (int i = 0; i < frames; i++) {
        int k = (p->head + OV_WINDOW - 1 - i) % OV_WINDOW;
        int bx2 = max_x - (i + 1) * bar_w;
        if (bx2 < ax) break;
        int bottom = max_y;
        uint64_t parts[3] = {p->engine[k], p->raster[k], p->present[k]};
        uint32_t colors[3] = {C_OV_ENGINE, C_OV_RASTER, C_OV_PRESENT};
        for (int j = 0; j < 3; j++) {
            int h = (int)ceil((double)parts[j] * px_per_ns);
            if (h > bottom - ay) h = bottom - ay;
            if (h <= 0) continue;
            op_fill(l, bx2, bottom - h, bar_w - 1 > 1 ? bar_w - 1 : 1, h, colors[j]);
            bottom -= h;
        }
    }
    int budget_y = max_y - (int)lround(budget_ns * px_per_ns);
    op_fill(l, ax, budget_y, aw, 1, C_OV_BUDGET);
    ops_push(l, OP_UNCLIP, 0, 0, 0, 0, 0);
}

/* ---- timing and reporting ---- */
static inline uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* {"peer":…,"size":[w,h],"frames":N,"p50":…,"p99":…,"max":…} in ms, nearest rank; sorts `ns`. */
static void print_json(const char *peer, int width, int height, uint64_t *ns, int n, const char *extra) {
    qsort(ns, (size_t)n, sizeof ns[0], cmp_u64);
    int r50 = (int)ceil(0.5 * n) - 1, r99 = (int)ceil(0.99 * n) - 1;
    if (r50 < 0) r50 = 0;
    if (r99 < 0) r99 = 0;
    printf("{\"peer\":\"%s\",\"size\":[%d,%d],\"frames\":%d,\"p50\":%.4f,\"p99\":%.4f,\"max\":%.4f%s}\n", peer, width,
           height, n, ns[r50] / 1e6, ns[r99] / 1e6, ns[n - 1] / 1e6, extra ? extra : "");
}

/* Common arguments: [--size WxH] [--frames N] [--warmup N] [--no-overlay] [--png FILE] */
typedef struct {
    int width, height, frames, warmup, overlay;
    const char *png;
} args_t;

static void usage(const char *prog) {
    fprintf(stderr, "usage: %s [--size WxH] [--frames N] [--warmup N] [--no-overlay] [--png FILE]\n", prog);
    exit(64);
}

static args_t parse_args(int argc, char **argv) {
    args_t a = {1920, 1080, 600, 60, 1, NULL};
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "--size") && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &a.width, &a.height) != 2 || a.width < 1 || a.height < 1) usage(argv[0]);
        } else if (!strcmp(s, "--frames") && i + 1 < argc) {
            a.frames = atoi(argv[++i]);
            if (a.frames < 1) usage(argv[0]);
        } else if (!strcmp(s, "--warmup") && i + 1 < argc) {
            a.warmup = atoi(argv[++i]);
            if (a.warmup < 0) usage(argv[0]);
        } else if (!strcmp(s, "--no-overlay")) {
            a.overlay = 0;
        } else if (!strcmp(s, "--png") && i + 1 < argc) {
            a.png = argv[++i];
        } else {
            usage(argv[0]);
        }
    }
    return a;
}

#endif
