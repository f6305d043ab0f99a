/* Nothing to call: this target defines libcurl's functions for FoundationNetworking, loading libcurl on first
 * use (see curl_on_demand.c). The header exists because SwiftPM wants one for a C target. */
#pragma once
