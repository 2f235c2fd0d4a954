// Debian zlib (zlib1g-dev), for the golden-image tests only.
#include <zlib.h>
