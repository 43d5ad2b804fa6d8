#ifndef HANDOFF_GLYPH_ATLAS_H
#define HANDOFF_GLYPH_ATLAS_H
/// The glyph atlas rendered by scripts/glyph-atlas/make-glyph-atlas.c (FreeType, DejaVu Sans),
/// byte for byte assets/fonts/handoff-glyphs.atlas; 16-byte aligned. Read by Raster's GlyphAtlas.
extern const unsigned char handoff_glyph_atlas[];
/// Its length in bytes.
extern const unsigned long handoff_glyph_atlas_size;

/// The atlas's first byte (Swift does not import arrays of unknown size, but does import this).
static inline const unsigned char *handoff_glyph_atlas_pointer(void) { return handoff_glyph_atlas; }
#endif
