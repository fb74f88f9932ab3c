#ifndef CURL_SOCKET_FIX_H
#define CURL_SOCKET_FIX_H

/// Whether the socket-callback fix is wrapping FoundationNetworking's libcurl callback in
/// this process: 1 once a session has registered its callback through the fix, else 0.
int weather_curl_socket_fix_active(void);

/// How many URL handles (curl_url) FoundationNetworking has made in this process, as counted
/// by the URL-handle fix (CurlURLHandleFix.c).
long weather_curl_url_handles_made(void);

/// How many URL handles (curl_url) FoundationNetworking has made and not yet released in this
/// process, as counted by the URL-handle fix (CurlURLHandleFix.c).
long weather_curl_url_handles_open(void);

#endif
