"""The driver: what runs the compiler over a game project. build chains the front end and both back
ends, and owns the project's folders (finding the project, the content-hash cache, the lock and the
swap into generated/, every write through output_path); native compiles the generated modules and the
runtime's hot modules to C extensions (Cython), a back end of the generated Python rather than of the
game model; games loads what the build wrote, natively compiled where it can be. The back ends never
import it; the reports and the commands build on it."""
