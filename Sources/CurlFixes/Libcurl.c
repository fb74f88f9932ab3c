// What the fixes share: the switch that turns them off, libcurl's own functions found once,
// and the count of calls reaching a replacement from inside libcurl, which must stay zero (see
// WEATHER_CURL_REPLACEMENT). Delete with the last fix.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "CurlFixes.h"
#include "Libcurl.h"

static pthread_once_t switch_once = PTHREAD_ONCE_INIT;
static const char *setting;  // WEATHER_CURL_FIXES as the process started, or NULL

static void read_switch(void) {
  const char *value = getenv("WEATHER_CURL_FIXES");
  setting = (value == NULL || value[0] == '\0' || strcmp(value, "1") == 0) ? NULL : strdup(value);
}

int weather_curl_fixes_enabled(void) {
  pthread_once(&switch_once, read_switch);
  return setting == NULL || strcmp(setting, "0") != 0;
}

int weather_curl_fix_enabled(const char *name) {
  pthread_once(&switch_once, read_switch);
  if (setting == NULL) return 1;
  size_t length = strlen(name);
  for (const char *item = setting; item != NULL; item = strchr(item, ',')) {
    if (*item == ',') item++;
    if (strncmp(item, name, length) == 0 && (item[length] == ',' || item[length] == '\0')) {
      return 1;
    }
  }
  return 0;
}

static pthread_once_t libcurl_once = PTHREAD_ONCE_INIT;
static struct weather_libcurl libcurl;
static uintptr_t libcurl_start, libcurl_end;  // where libcurl's code and data are mapped

/// libcurl's definition of `name`: the next one after this executable's, or libcurl.so.4's.
static void *libcurl_function(const char *name) {
  void *function = dlsym(RTLD_NEXT, name);
  if (function == NULL) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD);
    if (library != NULL) function = dlsym(library, name);
  }
  return function;
}

static int note_range(struct dl_phdr_info *info, size_t size, void *base) {
  (void)size;
  if (info->dlpi_addr != (uintptr_t)base) return 0;
  for (int index = 0; index < info->dlpi_phnum; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    if (header->p_type != PT_LOAD) continue;
    uintptr_t start = info->dlpi_addr + header->p_vaddr;
    if (libcurl_start == 0 || start < libcurl_start) libcurl_start = start;
    if (start + header->p_memsz > libcurl_end) libcurl_end = start + header->p_memsz;
  }
  return 1;
}

static void find_libcurl(void) {
  libcurl.multi_setopt = (weather_multi_setopt)libcurl_function("curl_multi_setopt");
  libcurl.url = (weather_url_make)libcurl_function("curl_url");
  libcurl.url_cleanup = (weather_url_release)libcurl_function("curl_url_cleanup");
  libcurl.free = (weather_url_release)libcurl_function("curl_free");
  Dl_info library;
  if (libcurl.url != NULL && dladdr((void *)libcurl.url, &library) != 0) {
    dl_iterate_phdr(note_range, library.dli_fbase);
  }
}

const struct weather_libcurl *weather_libcurl(void) {
  pthread_once(&libcurl_once, find_libcurl);
  return &libcurl;
}

static atomic_long calls, calls_from_libcurl;

void weather_curl_count_call(const void *return_address) {
  (void)weather_libcurl();  // finds libcurl's range
  uintptr_t address = (uintptr_t)return_address;
  atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed);
  if (address >= libcurl_start && address < libcurl_end) {
    atomic_fetch_add_explicit(&calls_from_libcurl, 1, memory_order_relaxed);
  }
}

long weather_curl_fixed_calls(void) { return atomic_load(&calls); }

long weather_curl_fixed_calls_from_libcurl(void) { return atomic_load(&calls_from_libcurl); }
