// Keeps a long batch's heap from growing with its length, until FoundationNetworking runs a
// request on fewer threads.
//
// The problem: URLSession on Linux runs every request across libdispatch's worker threads
// (its work queue, its delegate queue, one dispatch source per socket), and a batch at
// --parallel 64 kept 20 to 30 of them (8 since SharedQueueFix.c). glibc's malloc gives each
// thread an arena of its own, up to 16 on two cores, and frees a chunk into the arena that
// made it: each arena keeps the pages its peak needed, and free pages in the middle of a heap
// go back to the system only when malloc_trim is called. Heap in use stays about 5 MB, yet
// resident memory grew by 10 MB over 20,000 names, more the longer the batch.
//
// The fix: one arena (mallopt M_ARENA_MAX, set before any thread starts, unless
// MALLOC_ARENA_MAX is set), and weather_heap_release, which URLSessionTransport calls every so
// many requests, hands free pages back with malloc_trim. Measured at --parallel 64 (peak RSS,
// 500 and 20,000 names): 37.9 and 46.5 MB without, 36.1 and 38.0 MB with; CPU unchanged.
// WEATHER_CURL_FIXES=0, or a list of fixes without `heap`, turns both off.
//
// What it leaves: each thread keeps glibc's per-thread cache of freed small blocks (tcache,
// about 100 KB); SharedQueueFix.c keeps the number of threads from growing with the batch.
//
// To drop it: none of this is a bug upstream, only the cost of many threads on glibc's
// allocator. Delete it if a toolchain's URLSession stops spreading a request over many
// threads, and the benchmark (Scripts/benchmark.sh) shows peak memory flat without it.

#include <malloc.h>
#include <stdlib.h>

#include "CurlFixes.h"
#include "Libcurl.h"

__attribute__((constructor)) static void limit_arenas(void) {
  if (weather_curl_fix_enabled("heap") && getenv("MALLOC_ARENA_MAX") == NULL) {
    mallopt(M_ARENA_MAX, 1);
  }
}

void weather_heap_release(void) {
  if (weather_curl_fix_enabled("heap")) malloc_trim(0);
}
