// A user module that opens its model to Peregrine: private members bind, and generated codecs are defined
// as nestmates of its beans.
module user.open {
  requires dev.peregrine;
  opens com.example.open to dev.peregrine;
}
