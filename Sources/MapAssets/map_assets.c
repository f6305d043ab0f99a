#include "map_assets.h"

// Leaflet as Debian ships it (libjs-leaflet: /usr/share/javascript/leaflet), embedded whole when the build machine has
// it; without it its files are empty and `--format html` says how to get them. Never copied into the repository.
#pragma clang diagnostic ignored "-Wc23-extensions"

#if defined(__has_embed) && __has_embed("/usr/share/javascript/leaflet/leaflet.min.js") &&                            \
    __has_embed("/usr/share/javascript/leaflet/leaflet.css")
#define HAS_LEAFLET 1
static const unsigned char leaflet_js[] = {
#embed "/usr/share/javascript/leaflet/leaflet.min.js"
};
static const unsigned char leaflet_css[] = {
#embed "/usr/share/javascript/leaflet/leaflet.css"
};
#endif

// The page's own script and style, beside this file.
static const unsigned char page_js[] = {
#embed "page.js"
};
static const unsigned char page_css[] = {
#embed "page.css"
};

const unsigned char *foodybite_map_asset(foodybite_map_asset_kind kind, unsigned long *size) {
    switch (kind) {
#ifdef HAS_LEAFLET
    case FOODYBITE_LEAFLET_JS:
        *size = sizeof(leaflet_js);
        return leaflet_js;
    case FOODYBITE_LEAFLET_CSS:
        *size = sizeof(leaflet_css);
        return leaflet_css;
#endif
    case FOODYBITE_MAP_PAGE_JS:
        *size = sizeof(page_js);
        return page_js;
    case FOODYBITE_MAP_PAGE_CSS:
        *size = sizeof(page_css);
        return page_css;
    default:
        *size = 0;
        return page_js;
    }
}
