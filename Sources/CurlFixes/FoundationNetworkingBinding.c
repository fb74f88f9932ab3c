// The dynamic build: libFoundationNetworking.so binds its calls to libcurl's versioned symbols
// itself, so a constructor points that library's GOT slots for the functions the fixes
// replace at the replacements here, before any session exists; likewise libswiftDispatch.so's
// slot for dispatch_queue_create_with_target (SharedQueueFix.c). Only those libraries' slots
// change: libcurl, libdispatch and everything else keep calling the originals. Nothing is
// changed if a library, its tables or a slot are not found, or the fixes are switched off. (A
// static build needs none of this: the linker binds FoundationNetworking's objects to the
// replacements by name, and Dispatch's call by --wrap.) Delete with the last fix.

#define _GNU_SOURCE
#include <elf.h>
#include <link.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "Libcurl.h"

void *__wrap_dispatch_queue_create_with_target(const char *label, void *attributes, void *target);

/// The definition here that replaces the function `name` for the library at `path`, or NULL to
/// leave it.
static void *replacement(const char *path, const char *name) {
  if (strstr(path, "libswiftDispatch.so") != NULL) {
    if (strcmp(name, "dispatch_queue_create_with_target") == 0) {
      return (void *)__wrap_dispatch_queue_create_with_target;
    }
    return NULL;
  }
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

static void patch_slots(const char *path, uintptr_t base, const ElfW(Rela) *relocations,
                        size_t size, const ElfW(Sym) *symbols, const char *strings,
                        uintptr_t relro_start, uintptr_t relro_end) {
  long page = sysconf(_SC_PAGESIZE);
  for (size_t index = 0; relocations != NULL && index < size / sizeof(ElfW(Rela)); index++) {
    const ElfW(Sym) *symbol = &symbols[ELF64_R_SYM(relocations[index].r_info)];
    void *ours = replacement(path, strings + symbol->st_name);
    if (ours == NULL) continue;
    uintptr_t slot = base + relocations[index].r_offset;
    void *first = (void *)(slot & ~(uintptr_t)(page - 1));
    if (mprotect(first, (size_t)page, PROT_READ | PROT_WRITE) != 0) continue;
    *(void **)slot = ours;
    // A slot in the RELRO segment goes back to read-only, as the dynamic linker left it (whole
    // pages only: the page the segment ends in stays writable); a lazily bound one stays
    // writable, as the dynamic linker needs it.
    uintptr_t mask = ~(uintptr_t)(page - 1);
    if (slot >= (relro_start & mask) && slot < (relro_end & mask)) {
      mprotect(first, (size_t)page, PROT_READ);
    }
  }
}

static int patch_library(struct dl_phdr_info *info, size_t size, void *unused) {
  (void)size;
  (void)unused;
  const char *path = info->dlpi_name;
  if (path == NULL || (strstr(path, "libFoundationNetworking.so") == NULL &&
                       strstr(path, "libswiftDispatch.so") == NULL)) {
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
  if (symbols == NULL || strings == NULL) return 0;
  patch_slots(path, info->dlpi_addr, plt, plt_size, symbols, strings, relro_start, relro_end);
  patch_slots(path, info->dlpi_addr, data, data_size, symbols, strings, relro_start, relro_end);
  return 0;
}

__attribute__((constructor)) static void bind_foundation_networking(void) {
  if (weather_curl_fixes_enabled()) dl_iterate_phdr(patch_library, NULL);
}
