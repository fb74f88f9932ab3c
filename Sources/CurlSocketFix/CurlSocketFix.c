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
// The fix: FoundationNetworking's calls to curl_multi_setopt come here. In a static build
// (--static-swift-stdlib) the linker binds them to the definition below; in a dynamic build,
// where libFoundationNetworking.so binds to libcurl's versioned symbol, a constructor points
// that library's one GOT slot for curl_multi_setopt here before any session exists. Either
// way every option goes to libcurl's own curl_multi_setopt unchanged, except the socket
// callback, which is wrapped: when
// libcurl narrows a socket from "writable" to "readable only", the wrapper tells the original
// callback to remove the socket and then to register it for reading, a sequence MultiHandle
// already handles (it is how libcurl itself re-registers a socket). The write source goes.
//
// Safe if the internals change: any other option, any second, different socket callback, a
// socket number past the table, or WEATHER_CURL_SOCKET_FIX=0 in the environment passes
// through untouched, which is today's behaviour. Constants are libcurl's stable ABI values,
// so no curl headers are needed to build it.
//
// To drop it: when swift-corelibs-foundation cancels the write source on CURL_POLL_IN
// (MultiHandle.register), delete this target and its dependency in Package.swift; the test
// "waiting on a server that never answers costs no CPU" keeps measuring either way.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "CurlSocketFix.h"

typedef int weather_curl_code;
typedef int weather_curl_socket;
typedef int (*weather_socket_callback)(void *easy, weather_curl_socket socket, int what,
                                       void *user, void *socket_data);
typedef weather_curl_code (*weather_multi_setopt)(void *multi, int option, ...);

enum {
  option_long = 0,
  option_object = 10000,
  option_function = 20000,
  option_offset = 30000,
  option_socket_function = option_function + 1,
  poll_in = 1,
  poll_out = 2,
  poll_remove = 4,
  tracked_sockets = 4096,
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static weather_socket_callback original_callback;
static unsigned char interest[tracked_sockets];  // the last "what" seen per socket number

static weather_multi_setopt real_setopt(void) {
  static weather_multi_setopt real;
  if (real == NULL) {
    real = (weather_multi_setopt)dlsym(RTLD_NEXT, "curl_multi_setopt");
  }
  if (real == NULL) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD);
    if (library != NULL) real = (weather_multi_setopt)dlsym(library, "curl_multi_setopt");
  }
  return real;
}

/// Whether the libcurl fixes are on: WEATHER_CURL_SOCKET_FIX=0 turns them off.
int weather_curl_fixes_enabled(void) {
  static int enabled = -1;
  if (enabled < 0) {
    const char *setting = getenv("WEATHER_CURL_SOCKET_FIX");
    enabled = setting == NULL || strcmp(setting, "0") != 0;
  }
  return enabled;
}

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
  weather_socket_callback original = original_callback;
  if (what == poll_in && (previous & poll_out) && socket_data != NULL) {
    int removed = original(easy, socket, poll_remove, user, socket_data);
    if (removed != 0) return removed;
    return original(easy, socket, poll_in, user, NULL);
  }
  return original(easy, socket, what, user, socket_data);
}

/// The callback to hand libcurl in place of `callback`.
static void *wrapped(void *callback) {
  if (callback == NULL || !weather_curl_fixes_enabled()) return callback;
  pthread_mutex_lock(&lock);
  if (original_callback == NULL) original_callback = (weather_socket_callback)callback;
  int ours = original_callback == (weather_socket_callback)callback;
  pthread_mutex_unlock(&lock);
  return ours ? (void *)fixed_callback : callback;
}

weather_curl_code curl_multi_setopt(void *multi, int option, ...) {
  weather_multi_setopt real = real_setopt();
  if (real == NULL) return 6;  // CURLM_UNKNOWN_OPTION: no libcurl to hand the option to
  va_list arguments;
  va_start(arguments, option);
  weather_curl_code result;
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

// The dynamic build: point libFoundationNetworking.so's GOT slots for curl_multi_setopt, and
// for the functions CurlURLHandleFix.c replaces, at the definitions here. Nothing is changed if
// the library, its tables or a slot are not found, or the fixes are switched off.

void *curl_url(void);
void curl_url_cleanup(void *handle);
void curl_free(void *pointer);

/// The definition here that replaces libcurl's function `name`, or NULL to leave it.
static void *replacement(const char *name) {
  if (strcmp(name, "curl_multi_setopt") == 0) return (void *)curl_multi_setopt;
  if (strcmp(name, "curl_url") == 0) return (void *)curl_url;
  if (strcmp(name, "curl_url_cleanup") == 0) return (void *)curl_url_cleanup;
  if (strcmp(name, "curl_free") == 0) return (void *)curl_free;
  return NULL;
}

/// A table address from the dynamic section: glibc has usually made it absolute already.
static uintptr_t absolute(uintptr_t address, uintptr_t base) {
  return address < base ? address + base : address;
}

static void patch_slots(uintptr_t base, const ElfW(Rela) *relocations, size_t size,
                        const ElfW(Sym) *symbols, const char *strings, uintptr_t relro_start,
                        uintptr_t relro_end) {
  long page = sysconf(_SC_PAGESIZE);
  for (size_t index = 0; relocations != NULL && index < size / sizeof(ElfW(Rela)); index++) {
    const ElfW(Sym) *symbol = &symbols[ELF64_R_SYM(relocations[index].r_info)];
    void *ours = replacement(strings + symbol->st_name);
    if (ours == NULL) continue;
    uintptr_t slot = base + relocations[index].r_offset;
    void *first = (void *)(slot & ~(uintptr_t)(page - 1));
    if (mprotect(first, (size_t)page, PROT_READ | PROT_WRITE) != 0) continue;
    *(void **)slot = ours;
    // A slot in the RELRO segment goes back to read-only; a lazily bound one stays writable,
    // as the dynamic linker needs it.
    if (slot >= relro_start && slot < relro_end) mprotect(first, (size_t)page, PROT_READ);
  }
}

static int patch_library(struct dl_phdr_info *info, size_t size, void *unused) {
  (void)size;
  (void)unused;
  if (info->dlpi_name == NULL || strstr(info->dlpi_name, "libFoundationNetworking.so") == NULL) {
    return 0;
  }
  const ElfW(Dyn) *dynamic = NULL;
  uintptr_t relro_start = 0, relro_end = 0;
  for (int index = 0; index < info->dlpi_phnum; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    if (header->p_type == PT_DYNAMIC) dynamic = (const ElfW(Dyn) *)(info->dlpi_addr + header->p_vaddr);
    if (header->p_type == PT_GNU_RELRO) {
      relro_start = info->dlpi_addr + header->p_vaddr;
      relro_end = relro_start + header->p_memsz;
    }
  }
  const ElfW(Sym) *symbols = NULL;
  const char *strings = NULL;
  const ElfW(Rela) *plt = NULL, *data = NULL;
  size_t plt_size = 0, data_size = 0;
  for (const ElfW(Dyn) *entry = dynamic; entry != NULL && entry->d_tag != DT_NULL; entry++) {
    uintptr_t address = absolute(entry->d_un.d_ptr, info->dlpi_addr);
    switch (entry->d_tag) {
      case DT_SYMTAB: symbols = (const ElfW(Sym) *)address; break;
      case DT_STRTAB: strings = (const char *)address; break;
      case DT_JMPREL: plt = (const ElfW(Rela) *)address; break;
      case DT_PLTRELSZ: plt_size = entry->d_un.d_val; break;
      case DT_RELA: data = (const ElfW(Rela) *)address; break;
      case DT_RELASZ: data_size = entry->d_un.d_val; break;
      default: break;
    }
  }
  if (symbols == NULL || strings == NULL) return 1;
  patch_slots(info->dlpi_addr, plt, plt_size, symbols, strings, relro_start, relro_end);
  patch_slots(info->dlpi_addr, data, data_size, symbols, strings, relro_start, relro_end);
  return 1;
}

__attribute__((constructor)) static void install(void) {
  if (weather_curl_fixes_enabled()) dl_iterate_phdr(patch_library, NULL);
}

int weather_curl_socket_fix_active(void) {
  pthread_mutex_lock(&lock);
  int active = original_callback != NULL;
  pthread_mutex_unlock(&lock);
  return active;
}
