// What the fixes share: the switch, libcurl's own functions, and the count of calls that
// reach a replacement. Not part of the target's public header.

#ifndef WEATHER_CURL_FIXES_LIBCURL_H
#define WEATHER_CURL_FIXES_LIBCURL_H

/// Marks a definition that replaces one of libcurl's functions for FoundationNetworking only.
/// Hidden visibility keeps it out of the executable's dynamic symbol table: in a static build
/// FoundationNetworking's objects still bind to it at link time, while libcurl.so's calls to
/// its own functions stay inside libcurl.
#define WEATHER_CURL_REPLACEMENT __attribute__((visibility("hidden")))

/// Marks what the fixes share among themselves, kept out of the dynamic symbol table too.
#define WEATHER_CURL_INTERNAL __attribute__((visibility("hidden")))

typedef int (*weather_multi_setopt)(void *multi, int option, ...);
typedef void *(*weather_url_make)(void);
typedef void (*weather_url_release)(void *pointer);

/// libcurl's own definitions of the functions the fixes replace; a member is NULL when libcurl
/// cannot be found.
struct weather_libcurl {
  weather_multi_setopt multi_setopt;
  weather_url_make url;
  weather_url_release url_cleanup;
  weather_url_release free;
};

/// libcurl's functions, looked up once (the first call from any thread does it).
WEATHER_CURL_INTERNAL const struct weather_libcurl *weather_libcurl(void);

/// Whether any fix is on: WEATHER_CURL_FIXES=0 turns them all off. Read once.
WEATHER_CURL_INTERNAL int weather_curl_fixes_enabled(void);

/// Whether the fix `name` (idle-spin, url-handle, heap, shared-queue) is on: all are, unless
/// WEATHER_CURL_FIXES is 0 (none) or a comma-separated list of the ones to keep, so that
/// each can be measured and its test run without it.
WEATHER_CURL_INTERNAL int weather_curl_fix_enabled(const char *name);

/// Counts a call that reached a replacement, returning to `return_address`.
WEATHER_CURL_INTERNAL void weather_curl_count_call(const void *return_address);

/// The replacements (IdleSpinFix.c, URLHandleLeakFix.c). A static build binds
/// FoundationNetworking's calls to them by name; a dynamic one by FoundationNetworkingBinding.c.
WEATHER_CURL_REPLACEMENT int curl_multi_setopt(void *multi, int option, ...);
WEATHER_CURL_REPLACEMENT void *curl_url(void);
WEATHER_CURL_REPLACEMENT void curl_url_cleanup(void *handle);
WEATHER_CURL_REPLACEMENT void curl_free(void *pointer);

#endif
