#ifndef FOODYBITE_MAP_ASSETS_H
#define FOODYBITE_MAP_ASSETS_H

/// The files `--format html` writes into its page, embedded in the binary when it was built: Leaflet's script and
/// style sheet from Debian's libjs-leaflet (`make` installs it), and the page's own script and style (page.js,
/// page.css beside map_assets.c).
typedef enum {
    FOODYBITE_LEAFLET_JS = 0,
    FOODYBITE_LEAFLET_CSS = 1,
    FOODYBITE_MAP_PAGE_JS = 2,
    FOODYBITE_MAP_PAGE_CSS = 3,
} foodybite_map_asset_kind;

/// The file's bytes, and in `size` their count: 0 when the build had no such file (Leaflet without libjs-leaflet).
const unsigned char *foodybite_map_asset(foodybite_map_asset_kind kind, unsigned long *size);

#endif
