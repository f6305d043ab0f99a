#ifndef FOODYBITE_ZONE_DATA_H
#define FOODYBITE_ZONE_DATA_H

/// The time-zone table (`make zone-data`, scripts/zones/generate.py), embedded in the binary; its size in bytes in
/// `size` (0 when the build had none: a `swift build` without `make`).
const unsigned char *foodybite_zone_data(unsigned long *size);

#endif
