#ifndef WEATHER_PLACES_DATA_H
#define WEATHER_PLACES_DATA_H

#include <stddef.h>

extern const unsigned char weather_places_start[];
extern const unsigned char weather_places_end[];

/// The first byte of the embedded gazetteer (places.bin).
static inline const void *weather_places_bytes(void) { return weather_places_start; }

/// How many bytes the embedded gazetteer has.
static inline size_t weather_places_count(void) {
  return (size_t)(weather_places_end - weather_places_start);
}

#endif
