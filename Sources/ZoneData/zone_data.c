#include "zone_data.h"

// The table `make zone-data` writes into .build-zones/ (never committed: it is made from timezonefinder-data, PyPI),
// embedded whole; without it the table is empty and a place's zone comes from its map data alone.
#pragma clang diagnostic ignored "-Wc23-extensions"
#if defined(__has_embed) && __has_embed("../../.build-zones/zones.bin")
static const unsigned char table[] = {
#embed "../../.build-zones/zones.bin"
};
static const unsigned long table_size = sizeof(table);
#else
static const unsigned char table[1] = {0};
static const unsigned long table_size = 0;
#endif

const unsigned char *foodybite_zone_data(unsigned long *size) {
    *size = table_size;
    return table;
}
