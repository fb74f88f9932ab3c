// Keeps start-up from listing the executable's folder, so `weather` starts as fast from a
// folder of 20,000 files as from one of 3.
//
// The problem: every URLSessionConfiguration is made with `HTTPCookieStorage.shared`, whose
// first use asks `Bundle.main` for a folder name; CFBundle makes the main bundle from the
// executable's folder (`/proc/self/exe`'s) and reads every entry of it, looking for
// "Resources", "Contents" or an Info.plist (`_CFBundleGetBundleVersionForURL` in
// swift-corelibs-foundation's CFBundle_Resources.c). Measured on the static build: 2.6 ms more
// in /usr/bin (1,113 entries), 7 ms more in a folder of 5,676. Neither URLSession nor the
// cookie store (our sessions have none) needs the bundle.
//
// The fix: `weather_main_bundle_in_root`, called first thing in main.swift before anything asks
// for the main bundle, points CoreFoundation's record of the process's
// path (`_CFGetProcessPath`, exported by CoreFoundation) is pointed at the same name in `/`,
// so the bundle is made from the root folder: a few entries, the same wherever the binary
// lives. The cookie store then names its folder after `/`, an empty name:
// FoundationFolders.swift still keeps it out of the home directory. Nothing else in the
// process reads that path (CommandLine.arguments are the kernel's; the program name CF keeps
// is left as it was). WEATHER_CURL_FIXES=0, or a list without `main-bundle`, turns it off.
//
// To drop it: when swift-corelibs-foundation's HTTPCookieStorage stops asking Bundle.main
// (or CFBundle stops listing a flat bundle's folder), and
// FoundationFoldersTests' folder-size test passes without it.

#include <stdlib.h>
#include <string.h>

#include "CurlFixes.h"
#include "Libcurl.h"

/// CoreFoundation's record of the executable's path (CFPriv.h), read once by the main bundle.
extern const char **_CFGetProcessPath(void);

void weather_main_bundle_in_root(void) {
  if (!weather_curl_fix_enabled("main-bundle")) return;
  const char **path = _CFGetProcessPath();
  if (path == NULL || *path == NULL) return;
  const char *name = strrchr(*path, '/');
  name = name == NULL ? *path : name + 1;
  size_t length = strlen(name);
  char *inRoot = malloc(length + 2);
  if (inRoot == NULL) return;
  inRoot[0] = '/';
  memcpy(inRoot + 1, name, length + 1);
  *path = inRoot;  // kept for the life of the process, as CoreFoundation keeps its own
}
