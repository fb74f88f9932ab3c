// For tests that a batch's memory stays flat: glibc's malloc.h, which Swift's Glibc module
// does not bring in.
#include <malloc.h>

#include "HeapInUse.h"

size_t weather_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
