#ifndef WEATHER_CURL_FIXES_H
#define WEATHER_CURL_FIXES_H

/// How many URL handles (curl_url) FoundationNetworking has made in this process, as counted
/// by the URL-handle fix (URLHandleLeakFix.c).
long weather_curl_url_handles_made(void);

/// How many URL handles (curl_url) FoundationNetworking has made and not yet released in this
/// process, as counted by the URL-handle fix (URLHandleLeakFix.c).
long weather_curl_url_handles_open(void);

/// How many calls have reached the fixes' replacements of libcurl's functions in this process.
long weather_curl_fixed_calls(void);

/// How many of those calls came from inside libcurl itself: 0 while the replacements stay out
/// of the dynamic symbol table, so that only FoundationNetworking's calls reach them.
long weather_curl_fixed_calls_from_libcurl(void);

/// Hands the heap's free pages back to the system (HeapTrim.c): for a long batch, every so many
/// requests. Does nothing when the `heap` fix is off (WEATHER_CURL_FIXES).
void weather_heap_release(void);

/// How many queues the shared-queue fix (SharedQueueFix.c) has moved off libdispatch's
/// overcommit pool in this process: 1 once FoundationNetworking has made its shared queue.
long weather_url_session_queues_moved(void);

/// Whether the shared-queue fix moves that queue in this process: the fixes are on and the
/// process may run on two CPUs or more.
int weather_url_session_queue_can_move(void);

/// Makes Foundation's main bundle from `/` instead of the executable's folder, which CFBundle
/// lists entry by entry (MainBundleFolderFix.c). Call it first, before anything uses
/// `Bundle.main`, URLSession or the cookie store. Does nothing when the `main-bundle` fix is off.
void weather_main_bundle_in_root(void);

#endif
