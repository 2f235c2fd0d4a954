#!/usr/bin/env python3
"""Prints the id of every top-level window the X server maps, one decimal id a line, after a
first line "ready" once it is watching (xev says nothing until the first event, so a test
could not know when it may start the game). Runs until it is killed. Usage: map_watch.py"""
import ctypes, sys

x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
x11.XOpenDisplay.restype = ctypes.c_void_p
x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
x11.XDefaultRootWindow.restype = ctypes.c_ulong
x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]

class MapEvent(ctypes.Structure):
    # XMapEvent, padded to the size of the XEvent union (24 longs).
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("event", ctypes.c_ulong),
                ("window", ctypes.c_ulong), ("override_redirect", ctypes.c_int),
                ("pad", ctypes.c_long * 24)]

MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19

display = x11.XOpenDisplay(None)
if not display:
    sys.exit("map_watch: cannot open the display")
x11.XSelectInput(display, x11.XDefaultRootWindow(display), SUBSTRUCTURE_NOTIFY_MASK)
x11.XSync(display, 0)
print("ready", flush=True)
event = MapEvent()
while True:
    x11.XNextEvent(display, ctypes.byref(event))
    if event.type == MAP_NOTIFY:
        print(event.window, flush=True)
