// Debian's libsdl2-dev, for the `Window` trait only (the default build never imports it).
#include <SDL2/SDL.h>
