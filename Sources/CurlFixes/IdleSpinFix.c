// A fix for a CPU spin in swift-corelibs-foundation's URLSession on Linux, until the
// toolchain carries one.
//
// The bug: FoundationNetworking's MultiHandle.swift (_SocketSources.createSources) only ever
// adds dispatch sources for a socket. When libcurl moves a connection from "wait until
// writable" (connecting, sending the request) to "wait until readable" (waiting for the
// answer), the write source stays; a connected socket is always writable, so it fires without
// pause, and each firing runs curl_multi_socket_action, which finds nothing to do. A request
// waiting 5 s for its answer costs about 4 s of CPU.
//
// The fix: FoundationNetworking's calls to curl_multi_setopt come here (bound as Libcurl.h and
// FoundationNetworkingBinding.c say). Every option goes to libcurl's own curl_multi_setopt
// unchanged, except the socket callback, which is wrapped: when libcurl narrows a socket from
// "writable" to "readable only", the wrapper tells the original callback to remove the socket
// and then to register it for reading, a sequence MultiHandle already handles (it is how
// libcurl itself re-registers a socket). The write source goes.
//
// Safe if the internals change: any other option, any second, different socket callback, a
// socket number past the table, or WEATHER_CURL_FIXES without `idle-spin` passes through
// untouched, which is today's behaviour. Constants are libcurl's stable ABI values, so no curl
// headers are needed to build it.
//
// To drop it: no upstream change fixes this yet (swift-corelibs-foundation's main branch still
// only adds sources in _SocketSources.createSources and never cancels the write source on
// CURL_POLL_IN in _MultiHandle.register). When a toolchain does, delete this file and its
// entry in FoundationNetworkingBinding.c; the test "waiting on a server that never answers
// costs no CPU to speak of" keeps measuring either way.

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>

#include "Libcurl.h"

typedef int weather_curl_socket;
typedef int (*weather_socket_callback)(void *easy, weather_curl_socket socket, int what,
                                       void *user, void *socket_data);

enum {
  option_long = 0,
  option_object = 10000,
  option_function = 20000,
  option_offset = 30000,
  option_socket_function = option_function + 1,
  multi_unknown_option = 6,
  poll_in = 1,
  poll_out = 2,
  poll_remove = 4,
  tracked_sockets = 4096,
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static weather_socket_callback original_callback;
static unsigned char interest[tracked_sockets];  // the last "what" seen per socket number

/// Remembers `what` for `socket` and returns what was there before (0 for nothing).
static int remember(weather_curl_socket socket, int what) {
  if (socket < 0 || socket >= tracked_sockets) return 0;
  pthread_mutex_lock(&lock);
  int previous = interest[socket];
  interest[socket] = (what == poll_remove) ? 0 : (unsigned char)what;
  pthread_mutex_unlock(&lock);
  return previous;
}

static int fixed_callback(void *easy, weather_curl_socket socket, int what, void *user,
                          void *socket_data) {
  int previous = remember(socket, what);
  pthread_mutex_lock(&lock);
  weather_socket_callback original = original_callback;
  pthread_mutex_unlock(&lock);
  if (what == poll_in && (previous & poll_out) && socket_data != NULL) {
    int removed = original(easy, socket, poll_remove, user, socket_data);
    if (removed != 0) return removed;
    return original(easy, socket, poll_in, user, NULL);
  }
  return original(easy, socket, what, user, socket_data);
}

/// The callback to hand libcurl in place of `callback`.
static void *wrapped(void *callback) {
  if (callback == NULL || !weather_curl_fix_enabled("idle-spin")) return callback;
  pthread_mutex_lock(&lock);
  if (original_callback == NULL) original_callback = (weather_socket_callback)callback;
  int ours = original_callback == (weather_socket_callback)callback;
  pthread_mutex_unlock(&lock);
  return ours ? (void *)fixed_callback : callback;
}

WEATHER_CURL_REPLACEMENT int curl_multi_setopt(void *multi, int option, ...) {
  weather_curl_count_call(__builtin_return_address(0));
  weather_multi_setopt real = weather_libcurl()->multi_setopt;
  if (real == NULL) return multi_unknown_option;  // no libcurl to hand the option to
  va_list arguments;
  va_start(arguments, option);
  int result;
  if (option >= option_offset) {
    int64_t value = va_arg(arguments, int64_t);
    result = real(multi, option, value);
  } else if (option >= option_function) {
    void *value = va_arg(arguments, void *);
    result = real(multi, option, option == option_socket_function ? wrapped(value) : value);
  } else if (option >= option_object) {
    void *value = va_arg(arguments, void *);
    result = real(multi, option, value);
  } else {
    long value = va_arg(arguments, long);
    result = real(multi, option, value);
  }
  va_end(arguments);
  return result;
}
