// A user module that exports its model but does not open it: public records and public accessors bind
// (through reflection: no generated class can be defined in a package Peregrine cannot look into), and a
// class whose private fields would have to be reached is refused with the line to add.
module user.closed {
  requires dev.peregrine;
  exports com.example.closed;
}
