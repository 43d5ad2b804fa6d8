/*
 * make-glyph-atlas.c: renders the glyphs Handoff draws, with FreeType, into one compact binary
 * atlas (assets/fonts/handoff-glyphs.atlas). Run by scripts/embed-fonts.sh; the program is the
 * only place FreeType is used, so the pixels Handoff shows never depend on the FreeType build or
 * the fonts installed on the machine that runs it.
 *
 *   gcc -O2 make-glyph-atlas.c -o make-glyph-atlas $(pkg-config --cflags --libs freetype2) -lm
 *   ./make-glyph-atlas REGULAR.ttf BOLD.ttf OUT.atlas
 *
 * Glyphs: 8-bit coverage, FreeType's grayscale rasteriser with light hinting (vertical snapping
 * only, so proportional advances stay true). Advances are the unhinted ones in 26.6 fixed point
 * and kerning is the font's kern table (FT_KERNING_UNFITTED, 26.6), so Handoff lays text out with
 * integer arithmetic and rounds each glyph's pen position to a pixel.
 *
 * The atlas also carries the two gamma tables the blender uses (sRGB <-> 12-bit linear light),
 * computed here once so that no floating point runs at draw time.
 *
 * Every face is rendered once per display scale (1, 1.25, 1.5, 2, 3: `--scale`), at its size times
 * the scale, so text on a HiDPI screen is FreeType's own rendering at the device size, never an
 * enlarged bitmap. The faces at scale 1 come first, in FACES order.
 *
 * Layout, little-endian, every section 4-byte aligned (see Sources/Raster/GlyphAtlas.swift):
 *   "HGA2" u32:total-bytes u16:faces u16:glyphs
 *   u32 codepoint[glyphs]
 *   u16 srgbToLinear[256]  u8 linearToSRGB[4096]
 *   face[faces]: u16 pixelSize u16 weight u16 scaleQuarters u16 0 i16 ascent i16 descent
 *                (pixelSize is the logical size; the glyphs are rendered at pixelSize·scaleQuarters/4
 *                 device pixels, and every metric below is in device pixels)
 *                glyph[glyphs]: i32 advance26_6 i16 left i16 top u16 width u16 height u32 coverageOffset
 *                u32:pairs then pair[pairs]: u8 left u8 right i16 kerning26_6   (glyph indices)
 *   coverage bytes (rows of `width` bytes, top to bottom), padded to 4 bytes
 * `top` counts rows from the top of the text line (ascent above the baseline) to the bitmap's
 * first row; `left` is columns from the pen to the bitmap's first column.
 */
#include <ft2build.h>
#include FT_FREETYPE_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The faces the scenes use: FontRole in Sources/Scenes and Font in Sources/Raster name them. */
static const struct { int bold, pixels; } FACES[] = {
    {0, 12}, /* small: the overlay, times, counts' labels */
    {0, 13}, /* caption: subtitles, captions */
    {0, 15}, /* body: messages, bio */
    {1, 15}, /* headline: row titles, tabs, section headers */
    {1, 24}, /* title: the profile's name, feed titles */
};
enum { NSIZES = sizeof FACES / sizeof FACES[0] };
/* Display scales in quarters: 1, 1.25, 1.5, 2, 3 (DisplayScale in Sources/Raster). */
static const int SCALES[] = {4, 5, 6, 8, 12};
enum { NSCALES = sizeof SCALES / sizeof SCALES[0], NFACES = NSIZES * NSCALES };

/* ASCII 32-126, then the typographic extras the scenes' text uses. */
static const uint32_t EXTRAS[] = {0x2026 /* … */, 0x00B7 /* · */, 0x2014 /* — */, 0x2019 /* ’ */,
                                  0x2022 /* • */, 0x201C /* “ */, 0x201D /* ” */, 0x00E9 /* é */};
enum { NASCII = 95, NEXTRAS = sizeof EXTRAS / sizeof EXTRAS[0], NGLYPHS = NASCII + NEXTRAS };

typedef struct { uint8_t *bytes; size_t count, capacity; } buffer_t;

static void put(buffer_t *b, const void *p, size_t n) {
    if (b->count + n > b->capacity) {
        b->capacity = (b->count + n) * 2;
        b->bytes = realloc(b->bytes, b->capacity);
        if (!b->bytes) { perror("realloc"); exit(1); }
    }
    memcpy(b->bytes + b->count, p, n);
    b->count += n;
}
static void put16(buffer_t *b, int v) { uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)}; put(b, x, 2); }
static void put32(buffer_t *b, uint32_t v) {
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    put(b, x, 4);
}
static void pad4(buffer_t *b) { while (b->count % 4) put(b, "", 1); }
static void patch32(buffer_t *b, size_t at, uint32_t v) {
    b->bytes[at] = (uint8_t)v; b->bytes[at + 1] = (uint8_t)(v >> 8);
    b->bytes[at + 2] = (uint8_t)(v >> 16); b->bytes[at + 3] = (uint8_t)(v >> 24);
}

static uint32_t codepoint(int i) { return i < NASCII ? (uint32_t)(32 + i) : EXTRAS[i - NASCII]; }

static void fail(const char *what, int error) {
    fprintf(stderr, "make-glyph-atlas: %s failed (FreeType error %d)\n", what, error);
    exit(1);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s REGULAR.ttf BOLD.ttf OUT.atlas\n", argv[0]);
        return 64;
    }
    FT_Library library;
    int error = FT_Init_FreeType(&library);
    if (error) fail("FT_Init_FreeType", error);

    buffer_t out = {0}, coverage = {0};
    put(&out, "HGA2", 4);
    put32(&out, 0); /* total, patched at the end */
    put16(&out, NFACES);
    put16(&out, NGLYPHS);
    for (int i = 0; i < NGLYPHS; i++) put32(&out, codepoint(i));

    /* sRGB transfer function, both ways; linear light in 12 bits (0...4095). */
    for (int v = 0; v < 256; v++) {
        double c = v / 255.0;
        double l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
        put16(&out, (int)lround(l * 4095.0));
    }
    for (int v = 0; v < 4096; v++) {
        double l = v / 4095.0;
        double c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055;
        uint8_t s = (uint8_t)lround(c * 255.0);
        put(&out, &s, 1);
    }
    pad4(&out);

    /* Glyph records need the coverage section's final offset: collect, then fix offsets up. */
    size_t record_offsets[NFACES][NGLYPHS];
    uint32_t coverage_offsets[NFACES][NGLYPHS];
    for (int f = 0; f < NFACES; f++) {
        int size = f % NSIZES, quarters = SCALES[f / NSIZES], bold = FACES[size].bold;
        FT_Face face;
        error = FT_New_Face(library, argv[1 + bold], 0, &face);
        if (error) fail(argv[1 + bold], error);
        /* 26.6 at 72 dpi: pixels·quarters/4·64 = pixels·quarters·16, exact for every scale. */
        error = FT_Set_Char_Size(face, 0, (FT_F26Dot6)(FACES[size].pixels * quarters * 16), 72, 72);
        if (error) fail("FT_Set_Char_Size", error);
        int ascent = (int)((face->size->metrics.ascender + 63) >> 6);
        int descent = (int)((-face->size->metrics.descender + 63) >> 6);
        put16(&out, FACES[size].pixels);
        put16(&out, bold ? 700 : 400);
        put16(&out, quarters);
        put16(&out, 0);
        put16(&out, ascent);
        put16(&out, descent);

        FT_UInt indices[NGLYPHS];
        for (int i = 0; i < NGLYPHS; i++) {
            indices[i] = FT_Get_Char_Index(face, codepoint(i));
            if (indices[i] == 0 && codepoint(i) != 32) {
                fprintf(stderr, "make-glyph-atlas: %s has no glyph for U+%04X\n", argv[1 + bold], codepoint(i));
                return 1;
            }
            error = FT_Load_Glyph(face, indices[i], FT_LOAD_TARGET_LIGHT);
            if (error) fail("FT_Load_Glyph", error);
            error = FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL);
            if (error) fail("FT_Render_Glyph", error);
            FT_Bitmap *bitmap = &face->glyph->bitmap;
            if (bitmap->pixel_mode != FT_PIXEL_MODE_GRAY && bitmap->rows > 0) {
                fprintf(stderr, "make-glyph-atlas: unexpected pixel mode %d\n", bitmap->pixel_mode);
                return 1;
            }
            /* linearHoriAdvance is 16.16 and unhinted: keep the font's true proportions. */
            int32_t advance = (int32_t)((face->glyph->linearHoriAdvance + 512) >> 10);
            coverage_offsets[f][i] = (uint32_t)coverage.count;
            for (unsigned row = 0; row < bitmap->rows; row++)
                put(&coverage, bitmap->buffer + (long)row * bitmap->pitch, bitmap->width);
            record_offsets[f][i] = out.count;
            put32(&out, (uint32_t)advance);
            put16(&out, face->glyph->bitmap_left);
            put16(&out, ascent - face->glyph->bitmap_top);
            put16(&out, (int)bitmap->width);
            put16(&out, (int)bitmap->rows);
            put32(&out, 0); /* coverage offset, patched below */
        }
        /* Kerning pairs, sparse: most pairs are 0. */
        size_t count_at = out.count;
        uint32_t pairs = 0;
        put32(&out, 0);
        for (int l = 0; l < NGLYPHS && FT_HAS_KERNING(face); l++) {
            for (int r = 0; r < NGLYPHS; r++) {
                FT_Vector kern = {0, 0};
                error = FT_Get_Kerning(face, indices[l], indices[r], FT_KERNING_UNFITTED, &kern);
                if (error) fail("FT_Get_Kerning", error);
                if (kern.x == 0) continue;
                uint8_t lr[2] = {(uint8_t)l, (uint8_t)r};
                put(&out, lr, 2);
                put16(&out, (int)kern.x);
                pairs++;
            }
        }
        patch32(&out, count_at, pairs);
        pad4(&out);
        FT_Done_Face(face);
    }
    size_t coverage_start = out.count;
    for (int f = 0; f < NFACES; f++)
        for (int i = 0; i < NGLYPHS; i++)
            patch32(&out, record_offsets[f][i] + 12, (uint32_t)(coverage_start + coverage_offsets[f][i]));
    put(&out, coverage.bytes, coverage.count);
    pad4(&out);
    patch32(&out, 4, (uint32_t)out.count);

    FILE *file = fopen(argv[3], "wb");
    if (!file || fwrite(out.bytes, 1, out.count, file) != out.count || fclose(file) != 0) {
        perror(argv[3]);
        return 1;
    }
    fprintf(stderr, "make-glyph-atlas: %d faces, %d glyphs each, %zu bytes (FreeType %d.%d.%d)\n", NFACES, NGLYPHS,
            out.count, FREETYPE_MAJOR, FREETYPE_MINOR, FREETYPE_PATCH);
    FT_Done_FreeType(library);
    free(out.bytes);
    free(coverage.bytes);
    return 0;
}
