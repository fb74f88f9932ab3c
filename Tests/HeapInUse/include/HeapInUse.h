#ifndef WEATHER_HEAP_IN_USE_H
#define WEATHER_HEAP_IN_USE_H

#include <stddef.h>

/// Bytes of the heap in use in this process, by glibc's mallinfo2: allocated from every arena,
/// and in blocks mapped on their own.
size_t weather_heap_in_use(void);

#endif
