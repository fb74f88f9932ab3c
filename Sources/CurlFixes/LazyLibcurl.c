// libcurl loaded on the first request, not at start-up. libcurl.so.4 needs 29 more libraries
// (GnuTLS, OpenSSL, Kerberos, LDAP, …); loading them and running their constructors is about
// half of `weather --version`'s start-up, though a run without a request calls no libcurl
// function. In the static build these definitions take the place of libcurl's for
// FoundationNetworking's objects, and `--as-needed` (Package.swift) leaves libcurl out of the
// executable's needed libraries; the first call loads it. In the dynamic build
// libFoundationNetworking.so needs libcurl itself and binds to it, so nothing reaches these.
// Delete when FoundationNetworking no longer sits on libcurl, or stops pulling in its
// dependencies at start-up.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include "Libcurl.h"

/// libcurl's name as Debian's libcurl4 (and every distribution's libcurl 7.16+) installs it.
static const char library_name[] = "libcurl.so.4";

/// libcurl's own definitions, each found once; pointer-sized integers stand in for libcurl's
/// types (handles, enums, longs), as they pass the same way.
static struct {
  int (*global_init)(long);
  void *(*easy_init)(void);
  void (*easy_cleanup)(void *);
  int (*easy_pause)(void *, int);
  const char *(*easy_strerror)(int);
  int (*easy_setopt)(void *, int, ...);
  int (*easy_getinfo)(void *, int, ...);
  void *(*multi_init)(void);
  int (*multi_cleanup)(void *);
  int (*multi_add_handle)(void *, void *);
  int (*multi_remove_handle)(void *, void *);
  int (*multi_assign)(void *, int, void *);
  void *(*multi_info_read)(void *, int *);
  int (*multi_socket_action)(void *, int, int, int *);
  void *(*slist_append)(void *, const char *);
  void (*slist_free_all)(void *);
  int (*url_get)(void *, int, char **, unsigned int);
  int (*url_set)(void *, int, const char *, unsigned int);
  char *(*version)(void);
  void *(*version_info)(int);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

/// FoundationNetworking cannot go on without libcurl, and cannot be told so: say what to
/// install and end (69, unavailable), as the loader would have at start-up, in one line.
static _Noreturn void unavailable(const char *what) {
  fprintf(stderr, "weather: %s; install libcurl (Debian, Ubuntu: apt-get install libcurl4)\n", what);
  _exit(69);
}

static void *find(void *library, const char *name) {
  void *function = dlsym(library, name);
  if (function == NULL) unavailable("libcurl.so.4 lacks a function this build calls");
  return function;
}

static void load(void) {
  void *library = dlopen(library_name, RTLD_NOW | RTLD_GLOBAL);
  if (library == NULL) unavailable("libcurl.so.4 could not be loaded");
  curl.global_init = find(library, "curl_global_init");
  curl.easy_init = find(library, "curl_easy_init");
  curl.easy_cleanup = find(library, "curl_easy_cleanup");
  curl.easy_pause = find(library, "curl_easy_pause");
  curl.easy_strerror = find(library, "curl_easy_strerror");
  curl.easy_setopt = find(library, "curl_easy_setopt");
  curl.easy_getinfo = find(library, "curl_easy_getinfo");
  curl.multi_init = find(library, "curl_multi_init");
  curl.multi_cleanup = find(library, "curl_multi_cleanup");
  curl.multi_add_handle = find(library, "curl_multi_add_handle");
  curl.multi_remove_handle = find(library, "curl_multi_remove_handle");
  curl.multi_assign = find(library, "curl_multi_assign");
  curl.multi_info_read = find(library, "curl_multi_info_read");
  curl.multi_socket_action = find(library, "curl_multi_socket_action");
  curl.slist_append = find(library, "curl_slist_append");
  curl.slist_free_all = find(library, "curl_slist_free_all");
  curl.url_get = find(library, "curl_url_get");
  curl.url_set = find(library, "curl_url_set");
  curl.version = find(library, "curl_version");
  curl.version_info = find(library, "curl_version_info");
}

/// A forwarder to libcurl's function of the same name (`field` in `curl`).
#define FORWARD(result, name, field, parameters, arguments) \
  WEATHER_CURL_REPLACEMENT result name parameters {         \
    pthread_once(&load_once, load);                         \
    return curl.field arguments;                            \
  }

// The functions FoundationNetworking calls (`nm --undefined-only` on the static build lists
// them); the ones the fixes replace (Libcurl.h) reach libcurl through `weather_libcurl()`.
FORWARD(int, curl_global_init, global_init, (long flags), (flags))
FORWARD(void *, curl_easy_init, easy_init, (void), ())
FORWARD(void, curl_easy_cleanup, easy_cleanup, (void *handle), (handle))
FORWARD(int, curl_easy_pause, easy_pause, (void *handle, int mask), (handle, mask))
FORWARD(const char *, curl_easy_strerror, easy_strerror, (int code), (code))
FORWARD(void *, curl_multi_init, multi_init, (void), ())
FORWARD(int, curl_multi_cleanup, multi_cleanup, (void *multi), (multi))
FORWARD(int, curl_multi_add_handle, multi_add_handle, (void *multi, void *handle), (multi, handle))
FORWARD(
  int, curl_multi_remove_handle, multi_remove_handle, (void *multi, void *handle),
  (multi, handle))
FORWARD(
  int, curl_multi_assign, multi_assign, (void *multi, int socket, void *pointer),
  (multi, socket, pointer))
FORWARD(void *, curl_multi_info_read, multi_info_read, (void *multi, int *left), (multi, left))
FORWARD(
  int, curl_multi_socket_action, multi_socket_action,
  (void *multi, int socket, int mask, int *running), (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, slist_append, (void *list, const char *text), (list, text))
FORWARD(void, curl_slist_free_all, slist_free_all, (void *list), (list))
FORWARD(
  int, curl_url_get, url_get, (void *url, int part, char **text, unsigned int flags),
  (url, part, text, flags))
FORWARD(
  int, curl_url_set, url_set, (void *url, int part, const char *text, unsigned int flags),
  (url, part, text, flags))
FORWARD(char *, curl_version, version, (void), ())
FORWARD(void *, curl_version_info, version_info, (int age), (age))

// The two variadic ones take exactly one argument after the option: a long, a curl_off_t, a
// pointer or a function pointer, each passed in one integer register on the 64-bit ABIs
// Swift runs on (x86-64 and AArch64), so it is read as a pointer-sized integer and passed on
// as one, as libcurl reads it back by the option's type.
WEATHER_CURL_REPLACEMENT int curl_easy_setopt(void *handle, int option, ...) {
  pthread_once(&load_once, load);
  va_list arguments;
  va_start(arguments, option);
  void *argument = va_arg(arguments, void *);
  va_end(arguments);
  return curl.easy_setopt(handle, option, argument);
}

WEATHER_CURL_REPLACEMENT int curl_easy_getinfo(void *handle, int info, ...) {
  pthread_once(&load_once, load);
  va_list arguments;
  va_start(arguments, info);
  void *argument = va_arg(arguments, void *);
  va_end(arguments);
  return curl.easy_getinfo(handle, info, argument);
}
