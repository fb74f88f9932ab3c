// A fix for a memory leak in swift-corelibs-foundation's URLSession on Linux, until the
// toolchain carries one.
//
// The bug: CFURLSessionCurlHostIsEqual (CFURLSessionInterface.c), run for every request,
// parses the URL with curl_url() and then frees the handle with curl_free() where it needs
// curl_url_cleanup(), so libcurl's copies of the URL's parts (scheme, host, path, query) are
// never freed: about 120 bytes a request, which the heap's fragmentation makes about 0.35 KB of
// resident memory; a batch of 20,000 names grew by 7 MB.
//
// The fix: FoundationNetworking's calls to curl_url, curl_url_cleanup and curl_free come here
// (bound as Libcurl.h and FoundationNetworkingBinding.c say; libcurl's own calls never do).
// curl_url remembers, per thread, the handle it made last; curl_free given that very handle
// releases it with curl_url_cleanup, as intended. Every other pointer goes to libcurl's
// curl_free untouched, and curl_url_cleanup forgets the handle it releases, so a toolchain
// that already calls it is unaffected. WEATHER_CURL_FIXES without `url-handle` turns this off.
//
// To drop it: upstream fixed it in swiftlang/swift-corelibs-foundation#5498 (July 2026), which
// Swift 6.3 does not carry. When the toolchain has it, delete this file and its entries in
// FoundationNetworkingBinding.c; the test "every URL handle FoundationNetworking makes is
// released" goes with it, as it counts through the functions here.

#include <stdatomic.h>
#include <stddef.h>

#include "CurlFixes.h"
#include "Libcurl.h"

static _Thread_local void *last_handle;  // the handle curl_url made last on this thread
static atomic_long made_handles, open_handles;

WEATHER_CURL_REPLACEMENT void *curl_url(void) {
  weather_curl_count_call(__builtin_return_address(0));
  weather_url_make make = weather_libcurl()->url;
  if (make == NULL) return NULL;
  void *handle = make();
  if (handle != NULL) {
    last_handle = handle;
    atomic_fetch_add(&made_handles, 1);
    atomic_fetch_add(&open_handles, 1);
  }
  return handle;
}

/// Releases `handle` with libcurl's curl_url_cleanup.
static void release(void *handle) {
  if (handle != NULL && handle == last_handle) last_handle = NULL;
  if (handle != NULL) atomic_fetch_sub(&open_handles, 1);
  weather_url_release cleanup = weather_libcurl()->url_cleanup;
  if (cleanup != NULL) cleanup(handle);
}

WEATHER_CURL_REPLACEMENT void curl_url_cleanup(void *handle) {
  weather_curl_count_call(__builtin_return_address(0));
  release(handle);
}

WEATHER_CURL_REPLACEMENT void curl_free(void *pointer) {
  weather_curl_count_call(__builtin_return_address(0));
  if (pointer != NULL && pointer == last_handle && weather_curl_fix_enabled("url-handle")) {
    release(pointer);
    return;
  }
  weather_url_release free_memory = weather_libcurl()->free;
  if (free_memory != NULL) free_memory(pointer);
}

long weather_curl_url_handles_made(void) { return atomic_load(&made_handles); }

long weather_curl_url_handles_open(void) { return atomic_load(&open_handles); }
