// A fix for a memory leak in swift-corelibs-foundation's URLSession on Linux, until the
// toolchain carries one.
//
// The bug: CFURLSessionCurlHostIsEqual (CFURLSessionInterface.c), run for every request,
// parses the URL with curl_url() and then frees the handle with curl_free() where it needs
// curl_url_cleanup(), so libcurl's copies of the URL's parts (scheme, host, path, query) are
// never freed: about 120 bytes a request, which the heap's fragmentation makes about 0.35 KB of
// resident memory; a batch of 20,000 names grew by 7 MB. Upstream fixed it in
// swiftlang/swift-corelibs-foundation#5498 (July 2026); Swift 6.3 does not carry that.
//
// The fix: FoundationNetworking's calls to curl_url, curl_url_cleanup and curl_free come here,
// bound as curl_multi_setopt is (see CurlSocketFix.c). curl_url remembers, per thread, the
// handle it made last; curl_free given that very handle releases it with curl_url_cleanup, as
// intended. Every other pointer goes to libcurl's curl_free untouched, and curl_url_cleanup
// forgets the handle it releases, so a toolchain that already calls it is unaffected.
// WEATHER_CURL_SOCKET_FIX=0 turns this off with the socket fix.
//
// To drop it: when the toolchain's CFURLSessionCurlHostIsEqual calls curl_url_cleanup, delete
// this file and its entries in CurlSocketFix.c; the test "every URL handle FoundationNetworking
// makes is released" goes with it, as it counts through the functions here.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

#include "CurlSocketFix.h"

int weather_curl_fixes_enabled(void);

typedef void *(*weather_url_make)(void);
typedef void (*weather_url_release)(void *handle);

static _Thread_local void *last_handle;  // the handle curl_url made last on this thread
static atomic_long made_handles, open_handles;

static void *real(const char *name) {
  void *function = dlsym(RTLD_NEXT, name);
  if (function == NULL) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD);
    if (library != NULL) function = dlsym(library, name);
  }
  return function;
}

void *curl_url(void) {
  static weather_url_make make;
  if (make == NULL) make = (weather_url_make)real("curl_url");
  if (make == NULL) return NULL;
  void *handle = make();
  if (handle != NULL) {
    last_handle = handle;
    atomic_fetch_add(&made_handles, 1);
    atomic_fetch_add(&open_handles, 1);
  }
  return handle;
}

void curl_url_cleanup(void *handle) {
  static weather_url_release cleanup;
  if (cleanup == NULL) cleanup = (weather_url_release)real("curl_url_cleanup");
  if (handle != NULL && handle == last_handle) last_handle = NULL;
  if (handle != NULL) atomic_fetch_sub(&open_handles, 1);
  if (cleanup != NULL) cleanup(handle);
}

void curl_free(void *pointer) {
  static weather_url_release free_memory;
  if (pointer != NULL && pointer == last_handle && weather_curl_fixes_enabled()) {
    curl_url_cleanup(pointer);
    return;
  }
  if (free_memory == NULL) free_memory = (weather_url_release)real("curl_free");
  if (free_memory != NULL) free_memory(pointer);
}

long weather_curl_url_handles_made(void) { return atomic_load(&made_handles); }

long weather_curl_url_handles_open(void) { return atomic_load(&open_handles); }
