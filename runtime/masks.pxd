# The C declarations of runtime/masks.pyx, the native build's walk over a mask's ids.

cpdef list mask_ids(object mask)
