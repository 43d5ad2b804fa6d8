/*
 * profile_cairo.c: Handoff's profile frame (with the profiling overlay) drawn by cairo into an
 * ARGB32 image surface, the scroll offset moving every frame like Handoff's synthetic sweep.
 *
 *   gcc -O2 -march=x86-64-v2 profile_cairo.c -o profile_cairo $(pkg-config --cflags --libs cairo) -lm
 *   ./profile_cairo [--size 1920x1080] [--frames 600] [--warmup 60] [--no-overlay] [--png last.png]
 *
 * Per frame (timed with CLOCK_MONOTONIC): the layout of the frame (same rectangles and labels in
 * the same places as ProfileScene.render(into:) and ProfilingOverlay.draw), cairo drawing it with
 * rectangles, anti-aliased rounded rectangles and circles (arcs), and its toy text API with the
 * same font Handoff ships (DejaVu Sans and DejaVu Sans Bold, 12/13/15/24 px, grayscale
 * anti-aliasing, slight hinting: FreeType's light hinting, as in Handoff's atlas), measuring text
 * to centre and right-align it as Handoff does; then cairo_surface_flush. That is what Handoff's
 * "raster" phase covers (layout + rasterisation + overlay). Prints one JSON line:
 *   {"peer":"cairo","size":[w,h],"frames":N,"p50":…,"p99":…,"max":…}   (ms per frame)
 */
#include <cairo.h>

#include "profile_frame.h"

static void set_source(cairo_t *cr, uint32_t argb) {
    double a = (argb >> 24) / 255.0, r = ((argb >> 16) & 0xFF) / 255.0, g = ((argb >> 8) & 0xFF) / 255.0,
           b = (argb & 0xFF) / 255.0;
    if (a >= 1.0) cairo_set_source_rgb(cr, r, g, b);
    else cairo_set_source_rgba(cr, r, g, b, a);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    double max = (w < h ? w : h) / 2;
    if (r > max) r = max;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void select_font(cairo_t *cr, int font) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           FONT_BOLD[font] ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, FONT_PX[font]);
}

static void draw_ops(cairo_t *cr, const oplist_t *l) {
    int font = -1;
    for (int i = 0; i < l->count; i++) {
        const op_t *o = &l->ops[i];
        switch (o->kind) {
        case OP_FILL:
        case OP_BLEND:
            if (o->w <= 0 || o->h <= 0) break;
            set_source(cr, o->argb);
            cairo_rectangle(cr, o->x, o->y, o->w, o->h);
            cairo_fill(cr);
            break;
        case OP_RRECT:
            if (o->w <= 0 || o->h <= 0) break;
            set_source(cr, o->argb);
            rounded_rect(cr, o->x, o->y, o->w, o->h, o->radius);
            cairo_fill(cr);
            break;
        case OP_TEXT: {
            if (o->font != font) {
                font = o->font;
                select_font(cr, font);
            }
            double x = o->x;
            if (o->align != ALIGN_LEFT || o->indicator) {
                cairo_text_extents_t extents;
                cairo_text_extents(cr, o->text, &extents);
                if (o->align == ALIGN_CENTER) x -= floor(extents.x_advance / 2);
                else if (o->align == ALIGN_RIGHT) x -= extents.x_advance;
                if (o->indicator) {
                    double w = extents.x_advance + 24 < o->indicator_max ? extents.x_advance + 24 : o->indicator_max;
                    set_source(cr, C_ACCENT);
                    rounded_rect(cr, o->x - floor(w / 2), o->indicator_y, w, 3, 2);
                    cairo_fill(cr);
                }
            }
            set_source(cr, o->argb);
            cairo_move_to(cr, x, o->y + FONT_ASCENT[o->font]);
            cairo_show_text(cr, o->text);
            break;
        }
        case OP_CLIP:
            cairo_save(cr);
            cairo_rectangle(cr, o->x, o->y, o->w, o->h);
            cairo_clip(cr);
            break;
        case OP_UNCLIP:
            cairo_restore(cr);
            font = -1; /* cairo_restore brings the earlier font back too */
            break;
        }
    }
}

int main(int argc, char **argv) {
    args_t a = parse_args(argc, argv);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, a.width, a.height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "profile_cairo: cannot create a %dx%d image surface: %s\n", a.width, a.height,
                cairo_status_to_string(cairo_surface_status(surface)));
        return 1;
    }
    cairo_t *cr = cairo_create(surface);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
    select_font(cr, FONT_BODY);

    oplist_t scene, overlay;
    ops_init(&scene);
    ops_init(&overlay);
    profiler_t prof;
    memset(&prof, 0, sizeof prof);

    int total = a.warmup + a.frames;
    uint64_t *times = malloc(sizeof(uint64_t) * (size_t)a.frames);
    if (!times) { perror("malloc"); return 1; }
    for (int k = 0; k < total; k++) {
        uint64_t t0 = now_ns();
        offsets_t off = sweep_offsets(k, a.height);
        uint64_t t1 = now_ns();
        build_profile(&scene, a.width, a.height, off);
        draw_ops(cr, &scene);
        if (a.overlay) {
            build_overlay(&overlay, a.width, a.height, &prof, 60);
            draw_ops(cr, &overlay);
        }
        cairo_surface_flush(surface);
        uint64_t t2 = now_ns();
        profiler_record(&prof, t1 - t0, t2 - t1, 0, t2);
        if (k >= a.warmup) times[k - a.warmup] = t2 - t1;
    }
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "profile_cairo: cairo error: %s\n", cairo_status_to_string(cairo_status(cr)));
        return 1;
    }
    if (a.png && cairo_surface_write_to_png(surface, a.png) != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "profile_cairo: cannot write %s\n", a.png);
        return 1;
    }
    char extra[64];
    snprintf(extra, sizeof extra, ",\"overlay\":%s,\"cairo\":\"%s\"", a.overlay ? "true" : "false", cairo_version_string());
    print_json("cairo", a.width, a.height, times, a.frames, extra);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    free(times);
    free(scene.ops);
    free(overlay.ops);
    return 0;
}
